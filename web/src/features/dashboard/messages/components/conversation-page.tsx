import { Box, Button, chakra, HStack, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DELETED_ACCOUNT, type Conversation, type Message } from '@contract';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';
import { LoadFailed } from '@/components/ui/load-failed';
import { SoldBadge } from '@/components/ui/sold-badge';
import { ReportMessageButton } from '@/features/report';
import { formatMoment, formatPrice, formatSince } from '@/lib/format';
import { DashboardPage } from '../../components/dashboard-page';
import { useConversation } from '../api/conversations';
import { ReplyForm } from './reply-form';

/** The machine the conversation is about: picture, name (a link to its page), price, sold. */
function MachineHeader({ conversation }: { conversation: Conversation }) {
  const { product, side, otherName } = conversation;
  return (
    <HStack gap="3" align="flex-start" borderWidth="1px" rounded="l3" p="3">
      <FallbackImage src={product.picture} alt="" width={96} height={72} w="24" h="18" objectFit="cover" rounded="md" bg="bg.muted" flexShrink="0" />
      <Stack gap="1" minW="0">
        <Link asChild fontWeight="semibold" colorPalette="brand" color="colorPalette.fg" wordBreak="break-word">
          <RouterLink to={`/product/${encodeURIComponent(product._id)}`}>{product.productName}</RouterLink>
        </Link>
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{formatPrice(product.resalePrice)}</Text>
          {product.sold ? <SoldBadge /> : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          With {otherName}, the {side === 'buyer' ? 'seller' : 'buyer'}
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * One message: mine on the right, theirs on the left, each with its author and time, theirs with
 * "Report". The text is shown as text, its lines kept; an address in it stays text, never a link.
 */
function MessageItem({ message }: { message: Message }) {
  const { mine, authorName, text, createdAt } = message;
  const removed = authorName === DELETED_ACCOUNT && !text;
  return (
    <chakra.li display="flex" justifyContent={mine ? 'flex-end' : 'flex-start'}>
      <Stack
        gap="1"
        maxW={{ base: '85%', md: '70%' }}
        px="3"
        py="2"
        rounded="l3"
        bg={mine ? 'colorPalette.subtle' : 'bg.muted'}
        borderWidth="1px"
        borderColor={mine ? 'colorPalette.muted' : 'border'}
        data-mine={mine ? true : undefined}
      >
        <HStack justify="space-between" gap="2">
          <Text fontSize="xs" color="fg.muted">
            <chakra.span fontWeight="semibold">{mine ? 'You' : authorName}</chakra.span>
            <VisuallyHidden>, </VisuallyHidden> ·{' '}
            <time dateTime={createdAt} title={formatMoment(createdAt)}>
              {formatSince(createdAt)}
            </time>
          </Text>
          {/* Someone else's words may be reported; a deleted account's are gone already. */}
          {mine || authorName === DELETED_ACCOUNT ? null : <ReportMessageButton message={message} />}
        </HStack>
        {removed ? (
          <Text fontStyle="italic" color="fg.muted">
            This message was removed with its author’s account.
          </Text>
        ) : (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {text}
          </Text>
        )}
      </Stack>
    </chakra.li>
  );
}

/** A conversation: the machine at the top, the messages (earlier ones on demand), the reply form. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  const { conversation: about, messages, error } = conversation;
  const title = about ? `Conversation about ${about.product.productName}` : 'Conversation';

  return (
    <DashboardPage title={title}>
      <Link asChild alignSelf="flex-start" colorPalette="brand" color="colorPalette.fg" fontSize="sm">
        <RouterLink to="/dashboard/messages">← All messages</RouterLink>
      </Link>
      {error && !messages ? (
        <LoadFailed what="this conversation" reason={error.message} retrying={conversation.isValidating} onRetry={conversation.reload} />
      ) : !about || !messages ? (
        <Stack gap="3" aria-busy="true">
          <VisuallyHidden role="status">Loading the conversation…</VisuallyHidden>
          <Skeleton h="24" />
          <Skeleton h="12" w="70%" />
          <Skeleton h="12" w="70%" alignSelf="flex-end" />
        </Stack>
      ) : (
        <Stack gap="4">
          <MachineHeader conversation={about} />
          {conversation.hasEarlier ? (
            <Box textAlign="center">
              {conversation.earlierError ? (
                <Text role="alert" color="fg.error" mb="2">
                  {conversation.earlierError.message}
                </Text>
              ) : null}
              <Button variant="outline" size="sm" onClick={() => void conversation.loadEarlier()} loading={conversation.loadingEarlier} loadingText="Loading earlier messages…">
                Show earlier messages
              </Button>
            </Box>
          ) : null}
          <Box role="log" aria-live="polite" aria-label="Messages">
            <chakra.ol listStyle="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
              {messages.map((message) => (
                <MessageItem key={message._id} message={message} />
              ))}
            </chakra.ol>
          </Box>
          <ReplyForm key={id} conversationId={id} onSent={conversation.sent} />
        </Stack>
      )}
    </DashboardPage>
  );
}
