import { useDeferredValue } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { DashboardPage } from '../../components/dashboard-page';
import { LoadMore } from '../../components/list-table';
import { useRowsInSlices } from '../../components/use-rows-in-slices';
import { ListEmpty } from '../../components/list-states';
import { useConversations } from '../api/conversations';
import { ConversationItem } from './conversation-item';
import hidden from '@/components/ui/visually-hidden.module.css';
import styles from './messages-page.module.css';
import { tabIntro } from '../../tabs';

/** Messages: the user's conversations about machines, as buyer or seller, last activity first. */
export function MessagesPage() {
  const conversations = useConversations();
  const { error } = conversations;
  // As the dashboard's tables do (list-table.tsx): the rows in a transition, not in the answer's task.
  const items = useDeferredValue(conversations.items);
  const drawn = useRowsInSlices(items);
  return (
    <DashboardPage title="Messages" intro={tabIntro('/dashboard/messages')}>
      {error && !items ? (
        <LoadFailed what="your conversations" reason={error.message} retrying={conversations.isValidating} onRetry={() => void conversations.reload()} />
      ) : !items ? (
        // Static styles: the tab never builds Chakra's theme, loading, empty or full.
        <div className={styles.loading} aria-busy="true">
          <span role="status" className={hidden.visuallyHidden}>
            Loading your conversations…
          </span>
          <div className={styles.placeholder} />
          <div className={styles.placeholder} />
          <div className={styles.placeholder} />
        </div>
      ) : items.length === 0 ? (
        <ListEmpty title="No messages yet" description="Press “Ask the seller” on a machine’s card to ask about it." />
      ) : (
        <div className={styles.list}>
          <ul aria-label="Your conversations" className={styles.conversations}>
            {(drawn ?? items).map((conversation) => (
              <ConversationItem key={conversation._id} conversation={conversation} />
            ))}
          </ul>
          <LoadMore paging={conversations} />
        </div>
      )}
    </DashboardPage>
  );
}
