import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../current-user';

// The avatar is fetched only once someone is signed in; its menu (Chakra's Menu, sign-out with
// Firebase) on the avatar's first press.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Holds the corner while the account is unknown, the size of the avatar: no flash of "Sign In". */
function AccountPlaceholder() {
  return <Box aria-hidden="true" data-testid="account-placeholder" boxSize="9" rounded="full" bg="bg.muted" flexShrink="0" />;
}

/** The account corner of the top bar: the way in for visitors, the avatar menu for the signed-in. */
export function UserMenu() {
  const { user, loading } = useCurrentUser();
  if (loading) return <AccountPlaceholder />;
  if (!user) {
    return (
      <Button asChild size="sm">
        <RouterLink to="/signin">Sign In</RouterLink>
      </Button>
    );
  }
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
