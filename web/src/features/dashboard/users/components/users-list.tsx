import { Avatar, Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { User } from '@contract';
import { useState } from 'react';
import { VerifiedTick } from '@/components/ui/verified-tick';
import { AccessCell } from '../../components/access-cell';
import { DashboardPage } from '../../components/dashboard-page';
import type { EmptyMessage } from '../../components/list-states';
import { ListTable } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useUsers, type UserListType } from '../api/get-users';
import { DeleteUserDialog } from './delete-user-dialog';

const columns = ['No', 'Name', 'Info', 'Access', 'Delete'] as const;

/** The blue tick: a seller's sellerVerify, an admin's adminVerify; buyers are never verified. */
function verifiedLabel(user: User): string | null {
  if (user.role === 'seller' && user.sellerVerify) return 'Verified seller';
  if (user.role === 'admin' && user.adminVerify) return 'Verified admin';
  return null;
}

type UsersListProps = { title: string; type: UserListType; what: string; empty: EmptyMessage };

/** All Buyer, All Seller and All Admin: one table of users, each deletable after a confirmation. */
export function UsersList({ title, type, what, empty }: UsersListProps) {
  const me = useSignedInUser();
  const { data, error, isLoading, isValidating, mutate } = useUsers(type);
  // The user stays set while the dialog closes, so its text does not blank out during the exit.
  const [target, setTarget] = useState<User | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <DashboardPage title={title}>
      <ListTable
        caption={title}
        columns={columns}
        list={{ items: data, error, isLoading, isValidating, reload: mutate }}
        what={what}
        empty={empty}
        rowKey={(user) => user._id}
        rowHighlighted={(user) => user._id === me.uid}
        renderCells={(user, index) => {
          const verified = verifiedLabel(user);
          const name = user.displayName || user.email;
          return (
            <>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell minW="48">
                <HStack gap="3">
                  <Avatar.Root size="sm">
                    <Avatar.Fallback name={name} />
                    {user.photoURL ? <Avatar.Image src={user.photoURL} alt="" /> : null}
                  </Avatar.Root>
                  <Text fontWeight="medium">{name}</Text>
                  {user._id === me.uid ? (
                    <Badge variant="solid" size="sm">
                      You
                    </Badge>
                  ) : null}
                </HStack>
              </Table.Cell>
              <Table.Cell minW="56">
                <Stack gap="0.5">
                  <Text wordBreak="break-all">{user.email}</Text>
                  <HStack gap="1.5">
                    <Text color="fg.muted">Type: {user.role}</Text>
                    {verified ? <VerifiedTick label={verified} /> : null}
                  </HStack>
                </Stack>
              </Table.Cell>
              <AccessCell />
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    setTarget(user);
                    setConfirming(true);
                  }}
                >
                  Delete
                </Button>
              </Table.Cell>
            </>
          );
        }}
      />
      <DeleteUserDialog user={target} open={confirming} onClose={() => setConfirming(false)} onDeleted={() => void mutate()} />
    </DashboardPage>
  );
}
