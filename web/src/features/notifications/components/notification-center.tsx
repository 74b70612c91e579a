import { Box, Button, HStack, IconButton, Popover, Portal } from '@chakra-ui/react';
import type { Notification } from '@contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { BellIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { markAllNotificationsRead, markNotificationRead, useNotifications } from '../api/notifications';
import { NotificationList } from './notification-list';

/** The bell's name says the count, so it is heard, not only seen. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}

/** What the dot on the bell shows: the count, "99+" beyond that. */
const shortCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

function tellFailure(error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  toast.error(error.message);
}

/**
 * The bell of the top bar and its list: the user's notifications, newest first, unread ones
 * marked. Opening one marks it read and follows its link; "Mark all read" clears the count.
 */
export function NotificationCenter() {
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const { unread, reload } = notifications;

  const openOne = (notification: Notification) => {
    setOpen(false);
    // The link is followed at once; the mark is recorded on the way, and the count follows it.
    if (!notification.read) markNotificationRead(notification._id).then(reload, tellFailure);
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead();
      await reload();
    } catch (error) {
      tellFailure(error);
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        // What the list shows when it opens is news of now, not of the last half minute.
        if (details.open) void reload();
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" position="relative" aria-label={bellLabel(unread)}>
          <BellIcon />
          {unread ? (
            <Box
              aria-hidden="true"
              position="absolute"
              top="0"
              insetEnd="0"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW="4.5"
              h="4.5"
              px="1"
              rounded="full"
              colorPalette="red"
              bg="colorPalette.solid"
              color="colorPalette.contrast"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1"
            >
              {shortCount(unread)}
            </Box>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Never wider than a 375 px phone leaves room for. Named here: the popover names itself
              by its title only when the title was there before it opened, which a lazy body's is not. */}
          <Popover.Content w="min(24rem, calc(100vw - 1.5rem))" aria-label="Notifications">
            <Popover.Header py="3" borderBottomWidth="1px">
              <HStack justify="space-between" gap="3">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                <Button size="xs" variant="ghost" onClick={() => void markAll()} disabled={!unread} loading={markingAll} loadingText="Marking…">
                  Mark all read
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body p="0" maxH="min(28rem, 70dvh)" overflowY="auto">
              <NotificationList notifications={notifications} onOpen={openOne} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
