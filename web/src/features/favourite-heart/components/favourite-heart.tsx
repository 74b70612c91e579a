import { lazy, Suspense, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StaticIconPlaceholder } from '@/components/ui/static-button';
import hidden from '@/components/ui/visually-hidden.module.css';
import { useCurrentUser } from '@/features/auth';
import { HeartButton, type HeartLook } from './heart-button';

// Saving and its questions to the API come only once someone is signed in: the public home page
// carries the heart's drawing, not its work.
const FavouriteToggle = lazy(async () => ({ default: (await import('./favourite-toggle')).FavouriteToggle }));

type FavouriteHeartProps = { productId: string; machine: string; look?: HeartLook };

/** Signed out, the heart leads to Sign In, which brings the visitor back to this page. */
function SignInHeart({ machine, look }: Omit<FavouriteHeartProps, 'productId'>) {
  const navigate = useNavigate();
  const location = useLocation();
  const hintId = useId();
  return (
    <>
      <HeartButton machine={machine} saved={false} look={look} aria-describedby={hintId} onClick={() => navigate('/signin', { state: { from: location } })} />
      <span id={hintId} className={hidden.visuallyHidden}>
        Sign in to save machines
      </span>
    </>
  );
}

/** The heart of a machine's card: saves it to the user's favourites, or takes it out. */
export function FavouriteHeart({ productId, machine, look }: FavouriteHeartProps) {
  const { user, loading } = useCurrentUser();
  if (loading) return <StaticIconPlaceholder />;
  if (!user) return <SignInHeart machine={machine} look={look} />;
  return (
    <Suspense fallback={<StaticIconPlaceholder />}>
      <FavouriteToggle productId={productId} machine={machine} look={look} />
    </Suspense>
  );
}
