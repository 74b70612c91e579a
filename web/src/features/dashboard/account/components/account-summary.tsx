import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Account } from '@contract';
import { formatDay, formatMoment, shownName } from '@/lib/format';

const roleLabels = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

/** Who the account is at a glance: picture, name, e-mail, role, and when it joined and last signed in. */
export function AccountSummary({ account }: { account: Account }) {
  const name = shownName(account);
  return (
    <HStack gap="4" align="center">
      <Avatar.Root size="xl" flexShrink="0">
        <Avatar.Fallback name={name} />
        {account.photoURL ? <Avatar.Image src={account.photoURL} alt="Your profile picture" /> : null}
      </Avatar.Root>
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
            {name}
          </Text>
          <Badge variant="subtle">{roleLabels[account.role]}</Badge>
        </HStack>
        <Text color="fg.muted" wordBreak="break-all">
          {account.email}
        </Text>
        {account.joinedAt || account.lastSignInAt ? (
          <Text color="fg.muted" textStyle="sm">
            {account.joinedAt ? <>Joined {formatDay(account.joinedAt)}</> : null}
            {account.joinedAt && account.lastSignInAt ? ' · ' : null}
            {account.lastSignInAt ? <>Last signed in {formatMoment(account.lastSignInAt)}</> : null}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
