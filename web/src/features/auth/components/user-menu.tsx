import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { staticButtonClass, StaticIconPlaceholder } from '@/components/ui/static-button';
import { useCurrentUser } from '../current-user';
import styles from './user-menu.module.css';

// The avatar and its menu are fetched only once someone is signed in; the sign-out's Firebase code
// when the menu first opens.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Holds the corner while the account is unknown, the size of the avatar: no flash of "Sign In". */
function AccountPlaceholder() {
  return <StaticIconPlaceholder data-testid="account-placeholder" className={styles.placeholder} />;
}

/** The account corner of the top bar: the way in for visitors, the avatar menu for the signed-in. */
export function UserMenu() {
  const { user, loading } = useCurrentUser();
  if (loading) return <AccountPlaceholder />;
  if (!user) {
    return (
      <RouterLink to="/signin" className={staticButtonClass({ variant: 'solid', size: 'sm' })}>
        Sign In
      </RouterLink>
    );
  }
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
