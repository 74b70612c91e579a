import { Badge, Box, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { VerifiedIcon } from '@/components/ui/icons';
import type { FirstHighlight } from '@/components/ui/menu-on-first-press';
import { FirebaseSdks } from '@/lib/firebase/reactfire-providers';
import { shownName } from '@/lib/format';
import { usePrefetchRouteCode } from '@/lib/route-code';
import { useAuthActions } from '../auth-actions';
import { authErrorMessage } from '../auth-errors';
import type { CurrentUser } from '../current-user';
import { AccountButton } from './account-button';

const roleLabels = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

type AccountMenuListProps = {
  user: CurrentUser;
  /** The menu was opened from its plain button by this key (or by a pointer: null). */
  highlight: FirstHighlight;
};

/**
 * The account menu itself, set up by the first press of the avatar: Chakra's menu, reactfire's
 * providers and the sign-out path with the Firebase Auth SDK. It opens at once, the focus in it,
 * and Escape gives the focus back to the avatar.
 */
export function AccountMenuList({ user, highlight }: AccountMenuListProps) {
  return (
    <FirebaseSdks>
      <AvatarMenu user={user} highlight={highlight} />
    </FirebaseSdks>
  );
}

function AvatarMenu({ user, highlight }: AccountMenuListProps) {
  const { signOut } = useAuthActions();
  // Its two destinations' code, fetched while the menu is open.
  const prefetch = usePrefetchRouteCode();
  useEffect(() => prefetch(['/dashboard', '/dashboard/account']), [prefetch]);
  const name = shownName(user);
  const verified = user.role === 'admin' ? user.adminVerify : user.role === 'seller' && user.sellerVerify;
  // The first and last items that can be chosen. The spec keeps Earnings inert: it says "Coming
  // soon" beside its name, so nobody takes it for a broken item.
  const firstHighlighted = highlight === 'first' ? 'dashboard' : highlight === 'last' ? 'sign-out' : undefined;

  const signOutNow = async () => {
    try {
      await signOut();
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  };

  return (
    <Menu.Root defaultOpen defaultHighlightedValue={firstHighlighted} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <AccountButton user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60" maxW="calc(100vw - 1.5rem)">
            <Box px="2" py="1.5">
              <HStack gap="1.5">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                {verified ? <VerifiedIcon label="Verified" size="1em" /> : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
              <Badge mt="1.5" size="sm" variant="subtle">
                {roleLabels[user.role]}
              </Badge>
            </Box>
            <Menu.Separator />
            <Menu.Item value="dashboard" asChild>
              <RouterLink to="/dashboard">Dashboard</RouterLink>
            </Menu.Item>
            <Menu.Item value="account" asChild>
              <RouterLink to="/dashboard/account">Account</RouterLink>
            </Menu.Item>
            <Menu.Item value="earnings" disabled>
              Earnings <ComingSoon />
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => void signOutNow()}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ComingSoon() {
  return (
    <Badge ms="auto" size="xs" variant="outline">
      Coming soon
    </Badge>
  );
}
