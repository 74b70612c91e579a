import type { Notification } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import skeleton from '@/components/ui/skeleton.module.css';
import { StaticButton } from '@/components/ui/static-button';
import hidden from '@/components/ui/visually-hidden.module.css';
import { formatMoment, formatSince } from '@/lib/format';
import type { useNotifications } from '../api/notifications';
import styles from './notification-list.module.css';

type NotificationListProps = {
  notifications: ReturnType<typeof useNotifications>;
  /** The user opens one: it is marked read on the way to its link. */
  onOpen: (notification: Notification) => void;
};

/**
 * The bell's list with its loading, empty and failed states, and "Load more" while there is more.
 * Static CSS, not Chakra's parts: it is drawn inside the bell's press, which then builds no theme.
 */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  const { items, error } = notifications;
  if (error && !items) {
    return (
      <div role="alert" className={styles.state}>
        <p className={styles.failedTitle}>We could not load your notifications.</p>
        <p className={styles.failedReason}>{error.message}</p>
        <StaticButton onClick={() => void notifications.reload()} loading={notifications.isValidating} loadingText="Trying again…">
          Try again
        </StaticButton>
      </div>
    );
  }
  if (!items) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span role="status" className={hidden.visuallyHidden}>
          Loading your notifications…
        </span>
        <span className={`${skeleton.shape} ${styles.placeholder}`} />
        <span className={`${skeleton.shape} ${styles.placeholder}`} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        No notifications yet. Answers to your bookings, requests for your machines, news of the machines you saved and new machines that match your saved searches appear here.
      </p>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {items.map((notification) => (
          <NotificationItem key={notification._id} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
      <LoadMore notifications={notifications} />
    </>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: NotificationListProps['onOpen'] }) {
  const { read, message, createdAt, link } = notification;
  return (
    <li className={styles.item}>
      <RouterLink to={link} className={styles.link} data-unread={read ? undefined : true} onClick={() => onOpen(notification)}>
        <span aria-hidden="true" className={styles.dot} />
        <span className={styles.text}>
          {/* "Unread:" is what a screen reader hears first; the dot and the weight are what the eye sees. */}
          <span className={styles.message}>
            {read ? null : <span className={hidden.visuallyHidden}>Unread:</span>} {message}
          </span>{' '}
          {/* The space keeps the message and its time apart in the link's name; a flex box draws none. */}
          <span className={styles.when}>
            <time dateTime={createdAt} title={formatMoment(createdAt)}>
              {formatSince(createdAt)}
            </time>
          </span>
        </span>
      </RouterLink>
    </li>
  );
}

function LoadMore({ notifications }: { notifications: NotificationListProps['notifications'] }) {
  if (!notifications.hasMore) return null;
  return (
    <div className={styles.more}>
      {notifications.loadMoreError ? (
        <p role="alert" className={styles.moreError}>
          {notifications.loadMoreError.message}
        </p>
      ) : null}
      <StaticButton onClick={notifications.loadMore} loading={notifications.loadingMore} loadingText="Loading more…">
        {notifications.loadMoreError ? 'Try again' : 'Load more'}
      </StaticButton>
    </div>
  );
}
