import type { User } from '@contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Avatar } from '@/components/ui/avatar';
import { StaticButton } from '@/components/ui/static-button';
import { StaticBadge } from '@/components/ui/static-badge';
import { VerifiedTick } from '@/components/ui/verified-tick';
import cells from '../../components/cells.module.css';
import { accessColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { EmptyMessage } from '../../components/list-states';
import type { TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import type { AccountChange } from '../api/change-account';
import { usersKey, useUsers, type UserListType } from '../api/get-users';
import { AccountActions } from './account-actions';
import { AccountChangeDialog, type PendingChange } from './account-change-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { shownName } from '@/lib/format';

/** The blue tick: a seller's sellerVerify, an admin's adminVerify; buyers are never verified. */
function verifiedLabel(user: User): string | null {
  if (user.role === 'seller' && user.sellerVerify) return 'Verified seller';
  if (user.role === 'admin' && user.adminVerify) return 'Verified admin';
  return null;
}


function NameCell({ user, isMe }: { user: User; isMe: boolean }) {
  return (
    <div className={cells.person}>
      <Avatar key={user.photoURL} name={shownName(user)} photoURL={user.photoURL} />
      <span className={cells.strong}>{shownName(user)}</span>
      {isMe ? (
        <StaticBadge palette="brand" variant="solid">
          You
        </StaticBadge>
      ) : null}
    </div>
  );
}

function InfoCell({ user }: { user: User }) {
  const verified = verifiedLabel(user);
  return (
    <div className={cells.closeLines}>
      <p className={cells.breakAnywhere}>{user.email}</p>
      <p className={cells.withTick}>
        <span className={cells.quiet}>Type: {user.role}</span>
        {verified ? <VerifiedTick label={verified} /> : null}
      </p>
    </div>
  );
}

type Asking = { onDelete: (user: User) => void; onChange: ((pending: PendingChange) => void) | null };

/**
 * The table of users; `me` is the signed-in admin. Access holds the role and tick changes where
 * admins may make them (buyers and sellers; an admin's are the owner's), Delete asks before deleting.
 * The admin's own row offers neither: the API refuses any of them on one's own account.
 */
const usersTable = (caption: string, what: string, empty: EmptyMessage, me: string, { onDelete, onChange }: Asking): TableSpec<User> => ({
  caption,
  what,
  empty,
  columns: [
    { header: 'Name', cell: (user) => <NameCell user={user} isMe={user._id === me} />, style: { minW: '48' } },
    { header: 'Info', cell: (user) => <InfoCell user={user} />, style: { minW: '56' } },
    onChange ? { header: 'Access', cell: (user) => (user._id === me ? null : <AccountActions user={user} onAsk={onChange} />) } : accessColumn,
    {
      header: 'Delete',
      cell: (user) =>
        user._id === me ? null : (
          <StaticButton palette="red" aria-label={`Delete ${shownName(user)}`} onClick={() => onDelete(user)}>
            Delete
          </StaticButton>
        ),
    },
  ],
});

type UsersListProps = { title: string; type: UserListType; what: string; empty: EmptyMessage; intro?: string };

/** The lists a change touches: a new role moves the user between All Buyer and All Seller. */
const listsChangedBy = (change: AccountChange): UserListType[] => (change.kind === 'role' ? ['all', 'seller'] : ['seller']);

/**
 * All Buyer, All Seller and All Admin: one table of users, each deletable after a confirmation;
 * buyers and sellers also get their role and blue tick changes, each after a confirmation.
 */
export function UsersList({ title, type, what, empty, intro }: UsersListProps) {
  const me = useSignedInUser();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, isValidating, mutate } = useUsers(type);
  // The user stays set while the dialog closes, so its text does not blank out during the exit.
  const [target, setTarget] = useState<User | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToDelete = (user: User) => {
    setTarget(user);
    setConfirming(true);
  };
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [changing, setChanging] = useState(false);
  const askToChange = (change: PendingChange) => {
    setPending(change);
    setChanging(true);
  };

  return (
    <ListTab
      title={title}
      intro={intro}
      table={usersTable(title, what, empty, me.uid, { onDelete: askToDelete, onChange: type === 'admin' ? null : askToChange })}
      list={{ items: data, error, isLoading, isValidating, reload: mutate }}
      rowHighlighted={(user) => user._id === me.uid}
    >
      <DeleteUserDialog user={target} open={confirming} onClose={() => setConfirming(false)} onDeleted={() => void mutate()} />
      <AccountChangeDialog
        pending={pending}
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={(change) => Promise.all(listsChangedBy(change).map((list) => mutateKey(usersKey(list))))}
      />
    </ListTab>
  );
}
