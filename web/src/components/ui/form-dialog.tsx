import { chakra, Dialog } from '@chakra-ui/react';
import type { FormEventHandler, ReactElement, ReactNode } from 'react';
import { DialogPanel } from './dialog-panel';
import { usePageScrollLock } from './page-scroll-lock';
import { StaticButton } from './static-button';

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

/**
 * A dialog that asks for a few fields (booking a machine, naming a saved search): focus goes in
 * when it opens and back to its button when it closes; Escape, Cancel and the close button leave it.
 */
export function FormDialog({ open, onOpenChange, trigger, finalFocusEl, title, children }: FormDialogProps) {
  const pageHeld = usePageScrollLock(open);
  return (
    <Dialog.Root {...pageHeld} open={open} onOpenChange={(details) => onOpenChange(details.open)} finalFocusEl={finalFocusEl} lazyMount unmountOnExit placement="center">
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <DialogPanel title={title}>{children}</DialogPanel>
    </Dialog.Root>
  );
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

/**
 * The form of a FormDialog: its fields, then Cancel and the submit button. The buttons come from
 * the static stylesheet: Chakra's loading Button wrote its spinner's styles on the first submit,
 * and a new rule restyles the whole page inside the press.
 */
export function FormDialogForm({ onSubmit, submitLabel, busyLabel, busy, children }: FormDialogFormProps) {
  return (
    // display: contents lets the dialog lay out body and footer as if the form were not there.
    // noValidate: the contract's messages, not the browser's, explain what is wrong.
    <chakra.form display="contents" noValidate onSubmit={onSubmit}>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <StaticButton size="md">Cancel</StaticButton>
        </Dialog.ActionTrigger>
        <StaticButton type="submit" size="md" variant="solid" loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </StaticButton>
      </Dialog.Footer>
    </chakra.form>
  );
}
