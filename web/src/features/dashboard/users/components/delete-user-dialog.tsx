import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { User } from '@contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { deleteUser } from '../api/delete-user';

type DeleteUserDialogProps = { user: User | null; open: boolean; onClose: () => void; onDeleted: () => void };

/**
 * Asks before a user is deleted. The API decides who may delete whom: its refusal (an admin is
 * never deleted here) comes back as an error toast with its own words.
 */
export function DeleteUserDialog({ user, open, onClose, onDeleted }: DeleteUserDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const name = user ? user.displayName || user.email : '';

  const confirm = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      const { data } = await deleteUser(user._id);
      toast.success(data.message);
      onDeleted();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    } finally {
      setDeleting(false);
      onClose();
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onClose();
      }}
      // The harmless choice has the focus first: Enter alone never deletes anyone.
      initialFocusEl={() => cancelButton.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">Delete {name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {name} ({user?.email}) loses their account and can no longer sign in. This cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelButton} variant="outline" onClick={onClose} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={deleting} loadingText="Deleting…">
                Delete
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={deleting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
