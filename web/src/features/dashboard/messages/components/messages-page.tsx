import { chakra, Stack } from '@chakra-ui/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { DashboardPage } from '../../components/dashboard-page';
import { LoadMore } from '../../components/list-table';
import { ListEmpty } from '../../components/list-states';
import { useConversations } from '../api/conversations';
import { ConversationItem } from './conversation-item';
import hidden from '@/components/ui/visually-hidden.module.css';
import styles from './messages-page.module.css';

/** Messages: the user's conversations about machines, as buyer or seller, last activity first. */
export function MessagesPage() {
  const conversations = useConversations();
  const { items, error } = conversations;
  return (
    <DashboardPage title="Messages">
      {error && !items ? (
        <LoadFailed what="your conversations" reason={error.message} retrying={conversations.isValidating} onRetry={() => void conversations.reload()} />
      ) : !items ? (
        // Static styles: a tab whose list is empty or still loading never builds Chakra's theme.
        <div className={styles.loading} aria-busy="true">
          <span role="status" className={hidden.visuallyHidden}>
            Loading your conversations…
          </span>
          <div className={styles.placeholder} />
          <div className={styles.placeholder} />
          <div className={styles.placeholder} />
        </div>
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
