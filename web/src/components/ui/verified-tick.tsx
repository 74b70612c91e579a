import { lazy, startTransition, Suspense, useState } from 'react';
import { formatDay } from '@/lib/format';
import styles from './verified-tick.module.css';

// Chakra's popover (its state machine, positioning and portal) comes when a tick is first pressed.
const VerifiedTickPopover = lazy(async () => ({ default: (await import('./verified-tick-popover')).VerifiedTickPopover }));

/** The tick's drawing: a filled badge whose check takes the page's background colour, so it stands
 * out on the light blue of dark mode as on the deep blue of light mode. */
export function TickDrawing({ label }: { label?: string }) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg {...naming} focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24">
      {label ? <title>{label}</title> : null}
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="var(--chakra-colors-bg)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The blue tick of a verified seller (or admin), named for screen readers. */
export function VerifiedTick({ label = 'Verified seller' }: { label?: string }) {
  return (
    <span className={styles.tick}>
      <TickDrawing label={label} />
    </span>
  );
}

/** What the tick's popover says: who gave it and, when known, on which day. */
export function verifiedByAdmin(verifiedAt: string | undefined): string {
  return verifiedAt ? `Verified by an admin on ${formatDay(verifiedAt)}` : 'Verified by an admin';
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
