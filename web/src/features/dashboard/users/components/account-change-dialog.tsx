import { Text } from '@chakra-ui/react';
import type { User } from '@contract';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { changeAccount, type AccountChange } from '../api/change-account';
import { shownName } from '@/lib/format';

/** A user, the change an admin is about to make to their account, and the table it was asked from. */
export type PendingChange = { user: User; change: AccountChange; table: HTMLElement | null };

/** The dialog's words for each change, and what the user must do to get it (`signInAgain` follows "must sign in again"). */
function wording({ user, change }: PendingChange) {
  const name = shownName(user);
  if (change.kind === 'role' && change.role === 'seller') {
    return {
      title: `Make ${name} a seller?`,
      confirm: 'Make seller',
      effect: `${name} will be able to list machines, see who books them and advertise them on the home page.`,
      signInAgain: ' to list machines',
    };
  }
  if (change.kind === 'role') {
    return {
      title: `Make ${name} a buyer?`,
      confirm: 'Make buyer',
      effect: `${name} will no longer list machines, and loses the blue tick if they have it. Their listings stay in the catalog.`,
      signInAgain: ', as a buyer',
    };
  }
  if (change.verified) {
    return {
      title: `Verify ${name}?`,
      confirm: 'Verify',
      effect: `${name}’s listings get the blue tick, which says they were verified by an admin today.`,
      signInAgain: ' to see the tick on their own account',
    };
  }
  return { title: `Take ${name}’s blue tick away?`, confirm: 'Unverify', effect: `The blue tick leaves ${name}’s listings.`, signInAgain: '' };
}

type AccountChangeDialogProps = {
  pending: PendingChange | null;
  open: boolean;
  onClose: () => void;
  /** Refreshes the lists the change touches. */
  onChanged: (change: AccountChange) => unknown;
};

/**
 * Asks before an admin changes a role or a blue tick. The API ends the user's sessions, so the
 * dialog and the answer both say that they must sign in again to get the change. Refusals come
 * back as an error toast in the API's words.
 */
export function AccountChangeDialog({ pending, open, onClose, onChanged }: AccountChangeDialogProps) {
  // A user whose role changed leaves this list, their buttons with them: focus then waits on the table.
  const leftList = useRef(false);
  if (!pending) return null;
  const words = wording(pending);
  const signedOut = `${shownName(pending.user)} must sign in again${words.signInAgain}.`;

  const apply = async () => {
    leftList.current = false;
    try {
      const { message } = await changeAccount(pending.user._id, pending.change);
      leftList.current = pending.change.kind === 'role';
      toast.success(`${message} ${signedOut}`, { duration: 6000 });
      await onChanged(pending.change);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={words.title}
      confirmLabel={words.confirm}
      busyLabel="Saving…"
      onConfirm={apply}
      finalFocusEl={() => (leftList.current ? pending.table : null)}
    >
      <Text>{words.effect}</Text>
      <Text mt="3" fontWeight="medium">
        Their sessions end: {signedOut}
      </Text>
    </ConfirmDialog>
  );
}
