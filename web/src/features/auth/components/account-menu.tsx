import { Avatar, Badge, Box, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { VerifiedIcon } from '@/components/ui/icons';
import { FirebaseSdks } from '@/lib/firebase-sdks';
import { useAuthActions } from '../auth-actions';
import { authErrorMessage } from '../auth-errors';
import type { CurrentUser } from '../current-user';
import { shownName } from '@/lib/format';

const roleLabels = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

/**
 * The signed-in user's avatar and its menu. Loaded on demand by the top bar once someone is signed
 * in, so the Menu and Avatar code, reactfire and the sign-out path stay out of every page's first
 * JavaScript.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  return (
    <FirebaseSdks>
      <AvatarMenu user={user} />
    </FirebaseSdks>
  );
}

function AvatarMenu({ user }: { user: CurrentUser }) {
  const { signOut } = useAuthActions();
  const name = shownName(user);
  const verified = user.role === 'admin' ? user.adminVerify : user.role === 'seller' && user.sellerVerify;

  const signOutNow = async () => {
    try {
      await signOut();
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" rounded="full" size="sm" p="0" aria-label={`Account menu of ${name}`}>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={name} />
            {user.photoURL ? (
              <Avatar.Image asChild>
                {/* The button names the user: the picture itself is decoration. */}
                <img src={user.photoURL} alt="" width={36} height={36} referrerPolicy="no-referrer" />
              </Avatar.Image>
            ) : null}
          </Avatar.Root>
        </IconButton>
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
            {/* The spec keeps these inert: shown, but plainly unavailable rather than dead clicks. */}
            <Menu.Item value="settings" disabled>
              Settings
            </Menu.Item>
            <Menu.Item value="earnings" disabled>
              Earnings
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
