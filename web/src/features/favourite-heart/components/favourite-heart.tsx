import { Box, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import { HEART_SIZE, HeartButton, type HeartLook } from './heart-button';

// Saving and its questions to the API come only once someone is signed in: the public home page
// carries the heart's drawing, not its work.
const FavouriteToggle = lazy(async () => ({ default: (await import('./favourite-toggle')).FavouriteToggle }));

type FavouriteHeartProps = { productId: string; machine: string; look?: HeartLook };

function HeartPlaceholder() {
  return <Box aria-hidden="true" boxSize={HEART_SIZE} flexShrink="0" />;
}

/** Signed out, the heart leads to Sign In, which brings the visitor back to this page. */
function SignInHeart({ machine, look }: Omit<FavouriteHeartProps, 'productId'>) {
  const navigate = useNavigate();
  const location = useLocation();
  const hintId = useId();
  return (
    <>
      <HeartButton machine={machine} saved={false} look={look} aria-describedby={hintId} onClick={() => navigate('/signin', { state: { from: location } })} />
      <VisuallyHidden id={hintId}>Sign in to save machines</VisuallyHidden>
    </>
  );
}

/** The heart of a machine's card: saves it to the user's favourites, or takes it out. */
export function FavouriteHeart({ productId, machine, look }: FavouriteHeartProps) {
  const { user, loading } = useCurrentUser();
  if (loading) return <HeartPlaceholder />;
  if (!user) return <SignInHeart machine={machine} look={look} />;
  return (
    <Suspense fallback={<HeartPlaceholder />}>
      <FavouriteToggle productId={productId} machine={machine} look={look} />
    </Suspense>
  );
}
