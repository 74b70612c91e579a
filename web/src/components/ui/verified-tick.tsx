import { Popover, Portal, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatDay } from '@/lib/format';
import styles from './verified-tick.module.css';

/** The tick's drawing: a filled badge whose check takes the page's background colour, so it stands
 * out on the light blue of dark mode as on the deep blue of light mode. */
function TickDrawing({ label }: { label?: string }) {
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
  const sentenceId = useId();
  const [open, setOpen] = useState(false);
  // A popover keeps a state machine from the moment it is drawn: a page of cards sets one up
  // only for the tick that was pressed.
  const [wanted, setWanted] = useState(false);
  // The drawing names the button, as it names the plain tick.
  const drawing = <TickDrawing label="Verified seller" />;

  if (!wanted) {
    return (
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {drawing}
      </button>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'top' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <button type="button" className={styles.button}>
          {drawing}
        </button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named and described here: the popover takes its title's name only when the title was
              there before it opened, which a lazily mounted one's is not. */}
          <Popover.Content width="auto" maxW="xs" aria-label="Verified seller" aria-describedby={sentenceId}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body px="3" py="2">
              <Text fontWeight="semibold" fontSize="sm" aria-hidden="true">
                Verified seller
              </Text>
              <Text id={sentenceId} fontSize="sm">
                {verifiedByAdmin(verifiedAt)}
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
