import { lazy, startTransition, Suspense, useState } from 'react';
import { TickDrawing } from './verified-tick-drawing';
import styles from './verified-tick.module.css';

// Chakra's popover (its state machine, positioning and portal) comes when a tick is first pressed.
const VerifiedTickPopover = lazy(async () => ({ default: (await import('./verified-tick-popover')).VerifiedTickPopover }));

/** The blue tick of a verified seller (or admin), named for screen readers. */
export function VerifiedTick({ label = 'Verified seller' }: { label?: string }) {
  return (
    <span className={styles.tick}>
      <TickDrawing label={label} />
    </span>
  );
}

/**
 * A seller's blue tick where their machine is shown: a button that opens a small popover saying
 * who verified the seller and when, so the tick can be trusted rather than taken on its look.
 */
export function VerifiedTickWithDate({ verifiedAt }: { verifiedAt: string | undefined }) {
  const [open, setOpen] = useState(false);
  // A popover keeps a state machine from the moment it is drawn: a page of cards sets one up
  // only for the tick that was pressed.
  const [wanted, setWanted] = useState(false);
  const plainButton = (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        // In a transition, the button stays (with the focus) until the popover's code has arrived;
        // the popover then opens itself.
        startTransition(() => setWanted(true));
      }}
    >
      <TickDrawing label="Verified seller" />
    </button>
  );
  if (!wanted) return plainButton;

  return (
    <Suspense fallback={plainButton}>
      <VerifiedTickPopover verifiedAt={verifiedAt} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
