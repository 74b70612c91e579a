import { cloneElement, createContext, useContext, useId, useRef, type FormEventHandler, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { usePageScrollLock } from './page-scroll-lock';
import { StaticButton, StaticCloseButton } from './static-button';
import { useDrawnWhileOpen, useModalDialog } from './use-modal-dialog';
import panel from './styles/dialog-panel.module.css';
import modal from './styles/modal-dialog.module.css';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when a menu's item opens it (focus then goes to `finalFocusEl`). */
  trigger?: ReactElement;
  /** Where focus goes when the dialog closes, when that is not its trigger. */
  finalFocusEl?: () => HTMLElement | null;
  /** The dialog's name: its heading. */
  title: string;
  /** The form (FormDialogForm), mounted only while the dialog is open: every opening starts afresh. */
  children: ReactNode;
};

/** Closes the dialog the part is in (its Cancel, OK). */
const CloseDialog = createContext<() => void>(() => {});

/** The way out of the dialog a part is in: its Cancel or OK button calls it. */
export const useCloseDialog = () => useContext(CloseDialog);

/**
 * A dialog that asks for a few fields (booking a machine, naming a saved search): focus goes in
 * when it opens and back to its button when it closes; Escape, Cancel, the close button and a
 * press on the dimmed page leave it.
 *
 * The platform's modal <dialog>, not Chakra's: Chakra's set up its state machine, focus trap and
 * portal inside the press that opened it, and restyled them on every draw of the form (its busy
 * state on Submit), and unmaking them was the longest task after a booking (151 ms on a phone).
 * It opens once the press's own frame is drawn (useModalDialog).
 */
export function FormDialog({ open, onOpenChange, trigger, finalFocusEl, title, children }: FormDialogProps) {
  // Its button, for the focus to go back to: it may be drawn anew as the dialog's code arrives
  // (Book now), and a browser that does not focus a pressed button (Safari) has it nowhere else.
  const triggerId = useId();
  const [drawn, closedDrawn] = useDrawnWhileOpen(open);
  const opener = trigger
    ? cloneElement(trigger as ReactElement<Record<string, unknown>>, {
        id: triggerId,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => onOpenChange(true),
      })
    : null;
  const closed = () => {
    closedDrawn();
    (finalFocusEl?.() ?? document.getElementById(triggerId))?.focus();
  };
  return (
    <>
      {opener}
      {drawn ? (
        <ShownFormDialog open={open} onClose={() => onOpenChange(false)} onClosed={closed} title={title}>
          {children}
        </ShownFormDialog>
      ) : null}
    </>
  );
}

type ShownFormDialogProps = { open: boolean; onClose: () => void; onClosed: () => void; title: string; children: ReactNode };

function ShownFormDialog({ open, onClose, onClosed, title, children }: ShownFormDialogProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  usePageScrollLock(open);
  // A press that began on the dimmed page, not one that only ended there (text selected in a field).
  const pressOutside = useRef(false);

  // The dimmed page is the dialog's own box outside its panel: a press there is on the dialog itself.
  const pressed = (event: PointerEvent<HTMLDialogElement>) => (pressOutside.current = event.target === event.currentTarget);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`${modal.withBackdrop} ${panel.dialog}`}
      onPointerDown={pressed}
      onClick={(event) => {
        if (pressOutside.current && event.target === event.currentTarget) onClose();
        pressOutside.current = false;
      }}
      onCancel={(event) => {
        // Escape: the dialog closes as its state says, not on its own.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // However it closed, its state follows, and it leaves the page.
        if (open) onClose();
        onClosed();
      }}
    >
      <CloseDialog.Provider value={onClose}>
        <div className={panel.header}>
          <h2 id={titleId} className={panel.title}>
            {title}
          </h2>
        </div>
        {children}
        <StaticCloseButton className={panel.close} onClick={onClose} />
      </CloseDialog.Provider>
    </dialog>
  );
}

/** A dialog's body: its fields, or what it says. */
export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `${panel.body} ${className}` : panel.body}>{children}</div>;
}

/** A dialog's row of buttons, at its foot. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={modal.footer}>{children}</div>;
}

type FormDialogFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words, and what it says while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The fields. */
  children: ReactNode;
};

/** The form of a FormDialog: its fields, then Cancel and the submit button. */
export function FormDialogForm({ onSubmit, submitLabel, busyLabel, busy, children }: FormDialogFormProps) {
  const close = useCloseDialog();
  return (
    // Its class lays out body and footer as if the form were not there. noValidate: the contract's messages, not the browser's, explain what is wrong.
    <form className={panel.form} noValidate onSubmit={onSubmit}>
      <DialogBody>{children}</DialogBody>
      <DialogFooter>
        <StaticButton size="md" onClick={close}>
          Cancel
        </StaticButton>
        <StaticButton type="submit" size="md" variant="solid" loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </StaticButton>
      </DialogFooter>
    </form>
  );
}
