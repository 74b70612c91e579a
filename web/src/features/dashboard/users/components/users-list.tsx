import { Avatar, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { User } from '@contract';
import { useState } from 'react';
import { VerifiedTick } from '@/components/ui/verified-tick';
import { accessColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { EmptyMessage } from '../../components/list-states';
import type { TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useUsers, type UserListType } from '../api/get-users';
import { DeleteUserDialog } from './delete-user-dialog';

/** The blue tick: a seller's sellerVerify, an admin's adminVerify; buyers are never verified. */
function verifiedLabel(user: User): string | null {
  if (user.role === 'seller' && user.sellerVerify) return 'Verified seller';
  if (user.role === 'admin' && user.adminVerify) return 'Verified admin';
  return null;
}

const nameOf = (user: User) => user.displayName || user.email;

function NameCell({ user, isMe }: { user: User; isMe: boolean }) {
  return (
    <HStack gap="3">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={nameOf(user)} />
        {user.photoURL ? <Avatar.Image src={user.photoURL} alt="" /> : null}
      </Avatar.Root>
      <Text fontWeight="medium">{nameOf(user)}</Text>
      {isMe ? (
        <Badge variant="solid" size="sm">
          You
        </Badge>
      ) : null}
    </HStack>
  );
}

function InfoCell({ user }: { user: User }) {
  const verified = verifiedLabel(user);
  return (
    <Stack gap="0.5">
      <Text wordBreak="break-all">{user.email}</Text>
      <HStack gap="1.5">
        <Text color="fg.muted">Type: {user.role}</Text>
        {verified ? <VerifiedTick label={verified} /> : null}
      </HStack>
    </Stack>
  );
}

/** The table of users; `me` is the signed-in admin, `onDelete` asks before deleting someone. */
const usersTable = (caption: string, what: string, empty: EmptyMessage, me: string, onDelete: (user: User) => void): TableSpec<User> => ({
  caption,
  what,
  empty,
  columns: [
    { header: 'Name', cell: (user) => <NameCell user={user} isMe={user._id === me} />, style: { minW: '48' } },
    { header: 'Info', cell: (user) => <InfoCell user={user} />, style: { minW: '56' } },
    accessColumn,
    {
      header: 'Delete',
      cell: (user) => (
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${nameOf(user)}`} onClick={() => onDelete(user)}>
          Delete
        </Button>
      ),
    },
  ],
});

type UsersListProps = { title: string; type: UserListType; what: string; empty: EmptyMessage };

/** All Buyer, All Seller and All Admin: one table of users, each deletable after a confirmation. */
export function UsersList({ title, type, what, empty }: UsersListProps) {
  const me = useSignedInUser();
  const { data, error, isLoading, isValidating, mutate } = useUsers(type);
  // The user stays set while the dialog closes, so its text does not blank out during the exit.
  const [target, setTarget] = useState<User | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToDelete = (user: User) => {
    setTarget(user);
    setConfirming(true);
  };

  return (
    <ListTab
      title={title}
      table={usersTable(title, what, empty, me.uid, askToDelete)}
      list={{ items: data, error, isLoading, isValidating, reload: mutate }}
      rowHighlighted={(user) => user._id === me.uid}
    >
      <DeleteUserDialog user={target} open={confirming} onClose={() => setConfirming(false)} onDeleted={() => void mutate()} />
    </ListTab>
  );
}
