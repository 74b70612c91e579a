import { Box, Button, chakra, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Notification } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoment, formatSince } from '@/lib/format';
import type { useNotifications } from '../api/notifications';

type NotificationListProps = {
  notifications: ReturnType<typeof useNotifications>;
  /** The user opens one: it is marked read on the way to its link. */
  onOpen: (notification: Notification) => void;
};

/** The bell's list with its loading, empty and failed states, and "Load more" while there is more. */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  const { items, error } = notifications;
  if (error && !items) {
    return (
      <Stack role="alert" p="4" gap="2" align="flex-start">
        <Text fontWeight="medium">We could not load your notifications.</Text>
        <Text color="fg.muted" fontSize="sm">
          {error.message}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void notifications.reload()} loading={notifications.isValidating} loadingText="Trying again…">
          Try again
        </Button>
      </Stack>
    );
  }
  if (!items) {
    return (
      <Stack p="4" gap="3" aria-busy="true">
        <VisuallyHidden role="status">Loading your notifications…</VisuallyHidden>
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text p="4" color="fg.muted">
        No notifications yet. Answers to your bookings, requests for your machines, news of the machines you saved and new machines that match your saved searches appear here.
      </Text>
    );
  }
  return (
    <>
      <chakra.ul listStyle="none" m="0" p="0">
        {items.map((notification) => (
          <NotificationItem key={notification._id} notification={notification} onOpen={onOpen} />
        ))}
      </chakra.ul>
      <LoadMore notifications={notifications} />
    </>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: NotificationListProps['onOpen'] }) {
  const { read, message, createdAt, link } = notification;
  return (
    <chakra.li borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
      <chakra.a
        asChild
        display="flex"
        gap="3"
        px="4"
        py="3"
        color="fg"
        textDecoration="none"
        bg={read ? undefined : 'colorPalette.subtle'}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        data-unread={read ? undefined : true}
      >
        <RouterLink to={link} onClick={() => onOpen(notification)}>
          {/* The dot is what the eye sees; "Unread:" is what a screen reader hears first. */}
          <Box aria-hidden="true" flexShrink="0" boxSize="2" mt="1.5" rounded="full" bg={read ? 'transparent' : 'colorPalette.solid'} />
          <Stack gap="0.5" minW="0">
            <Text fontWeight={read ? 'normal' : 'semibold'} fontSize="sm">
              {read ? null : <VisuallyHidden>Unread:</VisuallyHidden>} {message}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              <time dateTime={createdAt} title={formatMoment(createdAt)}>
                {formatSince(createdAt)}
              </time>
            </Text>
          </Stack>
        </RouterLink>
      </chakra.a>
    </chakra.li>
  );
}

function LoadMore({ notifications }: { notifications: NotificationListProps['notifications'] }) {
  if (!notifications.hasMore) return null;
  return (
    <Box p="3" textAlign="center" borderTopWidth="1px">
      {notifications.loadMoreError ? (
        <Text role="alert" color="fg.error" fontSize="sm" mb="2">
          {notifications.loadMoreError.message}
        </Text>
      ) : null}
      <Button size="xs" variant="outline" onClick={notifications.loadMore} loading={notifications.loadingMore} loadingText="Loading more…">
        {notifications.loadMoreError ? 'Try again' : 'Load more'}
      </Button>
    </Box>
  );
}
