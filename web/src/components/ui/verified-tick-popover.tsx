import { Popover, Portal, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId } from 'react';
import { formatDay } from '@/lib/format';
import { TickDrawing } from './verified-tick-drawing';
import styles from './verified-tick.module.css';

/** What the tick's popover says: who gave it and, when known, on which day. */
function verifiedByAdmin(verifiedAt: string | undefined): string {
  return verifiedAt ? `Verified by an admin on ${formatDay(verifiedAt)}` : 'Verified by an admin';
}

type VerifiedTickPopoverProps = { verifiedAt: string | undefined; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The tick as the trigger of its popover: who verified the seller, and when. It is set up by the
 * tick's first press and opens once drawn: Chakra's popover moves the focus in when it opens, not
 * when it is first drawn already open.
 */
export function VerifiedTickPopover({ verifiedAt, open, onOpenChange }: VerifiedTickPopoverProps) {
  const sentenceId = useId();
  // Once, when first drawn, whatever callback the caller passes (a new one each render must not reopen it).
  const openOnce = useEffectEvent(() => onOpenChange(true));
  useEffect(() => openOnce(), []);
  return (
    <Popover.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} positioning={{ placement: 'top' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <button type="button" className={styles.button}>
          {/* The drawing names the button, as it names the plain tick. */}
          <TickDrawing label="Verified seller" />
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
