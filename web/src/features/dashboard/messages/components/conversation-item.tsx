import { Badge, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { Conversation } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatMoment, formatSince } from '@/lib/format';

export const conversationPath = (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`;

/**
 * What the last message says, on one line, "You: " before the user's own. A message without
 * words is a deleted account's; the user's own always has words, but the list may leave them out.
 */
function excerptOf({ lastMessage }: Conversation) {
  const text = lastMessage.text.replace(/\s+/g, ' ').trim();
  if (lastMessage.mine) return text ? `You: ${text}` : 'You wrote last.';
  return text || 'Message removed with its author’s account.';
}

/**
 * One conversation in the list, a link to it: the machine's picture and name, who it is with, the
 * last message and when; an "Unread" badge when messages came since the user last read it.
 */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { product, otherName, side, unread, lastActivityAt } = conversation;
  return (
    <chakra.li borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
      <chakra.a
        asChild
        display="flex"
        gap="3"
        px={{ base: '3', md: '4' }}
        py="3"
        color="fg"
        textDecoration="none"
        bg={unread ? 'colorPalette.subtle' : undefined}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        data-unread={unread ? true : undefined}
      >
        <RouterLink to={conversationPath(conversation._id)}>
          <FallbackImage src={product.picture} alt="" width={64} height={48} w="16" h="12" objectFit="cover" rounded="md" bg="bg.muted" flexShrink="0" />
          <Stack gap="0.5" minW="0" flex="1">
            <HStack justify="space-between" align="baseline" gap="2">
              <Text fontWeight={unread ? 'bold' : 'semibold'} lineClamp="1" wordBreak="break-word">
                {product.productName}
              </Text>
              <Text as="span" fontSize="xs" color="fg.muted" flexShrink="0">
                <time dateTime={lastActivityAt} title={formatMoment(lastActivityAt)}>
                  {formatSince(lastActivityAt)}
                </time>
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {side === 'buyer' ? 'Seller' : 'Buyer'}: {otherName}
            </Text>
            <HStack gap="2" justify="space-between">
              <Text fontSize="sm" lineClamp="1" wordBreak="break-all" fontWeight={unread ? 'semibold' : 'normal'}>
                {excerptOf(conversation)}
              </Text>
              {unread ? (
                <Badge colorPalette="brand" variant="solid" rounded="full" flexShrink="0">
                  Unread
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        </RouterLink>
      </chakra.a>
    </chakra.li>
  );
}

