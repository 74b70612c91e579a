import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { VerifiedTick } from '@/components/ui/verified-tick';
import type { CurrentUser } from '@/features/auth';
import { shownName } from '@/lib/format';

/** Whether the blue tick is earned: sellerVerify for a seller, adminVerify for an admin. */
export function isVerified(user: CurrentUser): boolean {
  if (user.role === 'seller') return user.sellerVerify;
  if (user.role === 'admin') return user.adminVerify;
  return false;
}

type SellerCardProps = { user: CurrentUser; showBadge?: boolean };

/** The signed-in seller at a glance: photo, name with the verified tick, e-mail. */
export function SellerCard({ user, showBadge = false }: SellerCardProps) {
  const verified = isVerified(user);
  const name = shownName(user);
  return (
    <HStack gap="4" p="4" borderWidth="1px" rounded="l3" bg="bg.subtle" align="center">
      <Avatar.Root size="xl">
        <Avatar.Fallback name={name} />
        {user.photoURL ? <Avatar.Image src={user.photoURL} alt={`Photo of ${name}`} /> : null}
      </Avatar.Root>
      <Stack gap="1" minW="0">
        <HStack gap="1.5">
          <Text fontWeight="semibold" fontSize="lg">
            {name}
          </Text>
          {verified ? <VerifiedTick label={`Verified ${user.role}`} /> : null}
        </HStack>
        <Text color="fg.muted" wordBreak="break-all">
          {user.email}
        </Text>
        {showBadge ? (
          <Badge alignSelf="flex-start" variant="subtle" colorPalette={verified ? 'blue' : 'gray'}>
            {verified ? 'Verified' : 'Not verified yet'}
          </Badge>
        ) : null}
      </Stack>
    </HStack>
  );
}
