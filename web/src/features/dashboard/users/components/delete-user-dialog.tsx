import { Text } from '@chakra-ui/react';
import type { User } from '@contract';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { deleteUser } from '../api/delete-user';
import { shownName } from '@/lib/format';

type DeleteUserDialogProps = { user: User | null; open: boolean; onClose: () => void; onDeleted: () => void };

/**
 * Asks before a user is deleted. The API decides who may delete whom: its refusal (an admin is
 * never deleted here) comes back as an error toast with its own words.
 */
export function DeleteUserDialog({ user, open, onClose, onDeleted }: DeleteUserDialogProps) {
  const name = user ? shownName(user) : '';

  const remove = async () => {
    if (!user) return;
    try {
      const { data } = await deleteUser(user._id);
      toast.success(data.message);
      onDeleted();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    }
  };

  return (
    <ConfirmDialog open={open} onClose={onClose} title={`Delete ${name}?`} confirmLabel="Delete" busyLabel="Deleting…" colorPalette="red" onConfirm={remove}>
      <Text>
        {name} ({user?.email}) loses their account and can no longer sign in. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
