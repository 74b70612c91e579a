import { Button, Dialog } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { usePageScrollLock } from '@/components/ui/page-scroll-lock';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What happens if the user goes ahead. */
  children: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button while the action runs, e.g. "Accepting…". */
  busyLabel: string;
  /** The harmless way out. */
  cancelLabel?: string;
  colorPalette?: string;
  /** The action itself; the dialog closes once it has settled, whatever the answer. */
  onConfirm: () => Promise<unknown>;
  /** Where focus goes when the dialog closes (by default back where it was). */
  finalFocusEl?: () => HTMLElement | null;
};

/**
 * Asks before a step that cannot be taken back. It is an alert dialog whose harmless choice
 * holds the focus first, so Enter alone never commits anything.
 */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, busyLabel, cancelLabel = 'Cancel', colorPalette, onConfirm, finalFocusEl }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const pageHeld = usePageScrollLock(open);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      {...pageHeld}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      initialFocusEl={() => cancelButton.current}
      finalFocusEl={finalFocusEl}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <DialogPanel title={title} closeDisabled={busy}>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Button ref={cancelButton} variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={colorPalette} onClick={() => void confirm()} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </DialogPanel>
    </Dialog.Root>
  );
}
