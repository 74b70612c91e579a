import type { ListedProduct } from '@contract';
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import hidden from '@/components/ui/visually-hidden.module.css';
import { useCurrentUser } from '@/features/auth';
import { askSellerButtonClass as outline } from './ask-seller-button';

// The dialog and its form (react-hook-form, the contract's rules, the toasts) come when a buyer
// opens it, not with the catalog's first screen of cards.
const AskSellerDialog = lazy(async () => ({ default: (await import('./ask-seller-dialog')).AskSellerDialog }));

type AskSellerProps = { product: Pick<ListedProduct, '_id' | 'productName' | 'sellerUid'> };

/**
 * "Ask the seller" on a machine's card: a question for its seller, in a dialog. Not on the
 * seller's own machines (a card knows `sellerUid` only when it is the caller's own or the caller
 * is an admin). Signed out, it leads to Sign In, which brings the visitor back to this page.
 */
export function AskSeller({ product }: AskSellerProps) {
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  // Each card sets up its dialog only once its button was pressed (as "Book now" does).
  const [wanted, setWanted] = useState(false);

  if (loading || (user && product.sellerUid === user.uid)) return null;
  if (!user) {
    return (
      <>
        <button type="button" className={outline} aria-describedby={hintId} onClick={() => navigate('/signin', { state: { from: location } })}>
          Ask the seller
        </button>
        <span id={hintId} className={hidden.visuallyHidden}>
          Sign in to ask the seller
        </span>
      </>
    );
  }

  const plainButton = (
    <button
      type="button"
      className={outline}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        setOpen(true);
        startTransition(() => setWanted(true));
      }}
    >
      Ask the seller
    </button>
  );
  if (!wanted) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <AskSellerDialog product={product} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
