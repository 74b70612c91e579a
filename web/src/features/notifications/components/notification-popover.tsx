import { Button, HStack, Popover, Portal } from '@chakra-ui/react';
import type { Notification } from '@contract';
import { startTransition, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { markAllNotificationsRead, markNotificationRead, type useNotifications } from '../api/notifications';
import { BellButton } from './bell-button';
import { NotificationList } from './notification-list';

type NotificationPopoverProps = {
  notifications: ReturnType<typeof useNotifications>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function tellFailure(error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  toast.error(error.message);
}

/**
 * The bell's popover, set up by the first press of the bell: the user's notifications, newest
 * first, unread ones marked. Opening one marks it read and follows its link; "Mark all read"
 * clears the count. It opens with the focus in it, and Escape gives the focus back to the bell.
 */
export function NotificationPopover({ notifications, open, onOpenChange }: NotificationPopoverProps) {
  const [markingAll, setMarkingAll] = useState(false);
  const { unread, reload } = notifications;
  // Chakra's popover moves the focus into itself when it opens, not when it is first drawn open:
  // the first press draws it closed, and it opens as soon as it is there.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);

  const openOne = (notification: Notification) => {
    onOpenChange(false);
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
    <Popover.Root open={open && drawn} onOpenChange={(details) => onOpenChange(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <BellButton unread={unread} />
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
