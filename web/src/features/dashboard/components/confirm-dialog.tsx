import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { usePageScrollLock } from '@/components/ui/page-scroll-lock';
import { useDrawnWhileOpen, useModalDialog } from '@/components/ui/use-modal-dialog';
import { StaticButton, StaticCloseButton } from '@/components/ui/static-button';
import modal from '@/components/ui/styles/modal-dialog.module.css';
import styles from '@/components/ui/styles/dialog-panel.module.css';

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
  colorPalette?: 'brand' | 'red';
  /** The action itself; the dialog closes once it has settled, whatever the answer. */
  onConfirm: () => Promise<unknown>;
  /** Where focus goes when the dialog closes (by default back where it was). */
  finalFocusEl?: () => HTMLElement | null;
};

/**
 * Asks before a step that cannot be taken back. It is an alert dialog whose harmless choice
 * holds the focus first, so Enter alone never commits anything; a press on the dimmed page
 * leaves it open (only its own buttons and Escape close it), and nothing closes it while the
 * step runs.
 *
 * The platform's modal <dialog>, not Chakra's, and drawn only once first opened: a table puts one
 * behind every row's button, and Chakra's set up a state machine for each as the rows were drawn;
 * opening one then mounted a focus trap and a portal inside the press (about 220 ms on a phone).
 * The browser brings the inert page, the focus kept inside, Escape and the focus back.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [drawn, closed] = useDrawnWhileOpen(props.open);
  return drawn ? <ShownConfirmDialog {...props} onClosed={closed} /> : null;
}

/** `onClosed`: the dialog has closed, the focus is back; it leaves the page. */
function ShownConfirmDialog({
  open,
  onClose,
  onClosed,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  colorPalette,
  onConfirm,
  finalFocusEl,
}: ConfirmDialogProps & { onClosed: () => void }) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Its harmless choice holds the focus first.
  const dialog = useModalDialog(open, () => cancelButton.current?.focus());
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  usePageScrollLock(open);
  // A step that takes its row away takes this dialog with it, open, and no "close" comes: the
  // focus goes where the caller says then too.
  const focusAfter = useRef(finalFocusEl);
  useLayoutEffect(() => {
    focusAfter.current = finalFocusEl;
  });
  useEffect(() => () => focusAfter.current?.()?.focus(), []);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  // Escape asks to cancel: refused while the step runs.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (busy) event.preventDefault();
  };

  // However it closed (a button, Escape), the browser has given the focus back; a step that took
  // the row's button away sends it where the caller says instead. Then the dialog leaves the page
  // (as Chakra's did), to be drawn afresh if asked again.
  const closed = () => {
    if (open) onClose();
    finalFocusEl?.()?.focus();
    onClosed();
  };

  return (
    <dialog ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className={`${modal.withBackdrop} ${styles.dialog}`} onCancel={cancel} onClose={closed}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={modal.footer}>
        <StaticButton ref={cancelButton} size="md" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </StaticButton>
        <StaticButton size="md" variant="solid" palette={colorPalette} onClick={() => void confirm()} loading={busy} loadingText={busyLabel}>
          {confirmLabel}
        </StaticButton>
      </div>
      <StaticCloseButton className={styles.close} disabled={busy} onClick={onClose} />
    </dialog>
  );
}
