import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DialogPanelProps = {
  /** The dialog's name: its heading. */
  title: string;
  /** The body and footer. */
  children: ReactNode;
  /** While the dialog's action runs, its close button waits too. */
  closeDisabled?: boolean;
};

/**
 * The panel every dialog of the app shows (a form to fill in, a step to confirm): centred over a
 * backdrop with room to the screen's edges on a phone, its title as heading, a close button.
 */
export function DialogPanel({ title, children, closeDisabled }: DialogPanelProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title pe="8">{title}</Dialog.Title>
          </Dialog.Header>
          {children}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" disabled={closeDisabled} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
