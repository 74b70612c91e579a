import { chakra, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { DashboardPage } from '../../components/dashboard-page';
import { LoadMore } from '../../components/list-table';
import { ListEmpty } from '../../components/list-states';
import { useConversations } from '../api/conversations';
import { ConversationItem } from './conversation-item';

/** Messages: the user's conversations about machines, as buyer or seller, last activity first. */
export function MessagesPage() {
  const conversations = useConversations();
  const { items, error } = conversations;
  return (
    <DashboardPage title="Messages">
      {error && !items ? (
        <LoadFailed what="your conversations" reason={error.message} retrying={conversations.isValidating} onRetry={() => void conversations.reload()} />
      ) : !items ? (
        <Stack gap="3" aria-busy="true">
          <VisuallyHidden role="status">Loading your conversations…</VisuallyHidden>
          <Skeleton h="16" />
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : items.length === 0 ? (
        <ListEmpty title="No messages yet" description="Press “Ask the seller” on a machine’s card to ask about it; the questions about your own machines come here too." />
      ) : (
        <Stack gap="4">
          <chakra.ul aria-label="Your conversations" listStyle="none" m="0" p="0" borderWidth="1px" rounded="l3" overflow="hidden">
            {items.map((conversation) => (
              <ConversationItem key={conversation._id} conversation={conversation} />
            ))}
          </chakra.ul>
          <LoadMore paging={conversations} />
        </Stack>
      )}
    </DashboardPage>
  );
}
