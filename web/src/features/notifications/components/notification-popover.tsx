import type { Notification } from '@contract';
import { useLayoutEffect, useRef, useState, type RefObject, type ToggleEvent } from 'react';
import toast from 'react-hot-toast';
import { StaticButton } from '@/components/ui/static-button';
import { ApiError } from '@/lib/api-client';
import { markAllNotificationsRead, markNotificationRead, type useNotifications } from '../api/notifications';
import { NotificationList } from './notification-list';
import styles from './notification-popover.module.css';

type NotificationPopoverProps = {
  /** The popover's id, which the bell names as its `popovertarget`. */
  id: string;
  bell: RefObject<HTMLButtonElement | null>;
  notifications: ReturnType<typeof useNotifications>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function tellFailure(error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  toast.error(error.message);
}

/** The list stands under the bell, its right edge under the bell's (its stylesheet keeps it on screen). */
function placeUnder(panel: HTMLElement, bell: HTMLElement | null) {
  if (!bell) return;
  const box = bell.getBoundingClientRect();
  panel.style.setProperty('--bell-bottom', `${Math.round(box.bottom + 8)}px`);
  panel.style.setProperty('--bell-right', `${Math.round(document.documentElement.clientWidth - box.right)}px`);
}

/**
 * The bell's list, set up by the first press of the bell: the user's notifications, newest first,
 * unread ones marked. Opening one marks it read and follows its link; "Mark all read" clears the
 * count. It opens with the focus in it; Escape, a press outside it or on the bell closes it, and
 * the focus goes back to the bell.
 *
 * It is the platform's popover (`popover="auto"`), not Chakra's, whose state machine, placing and
 * theme ran inside the press (docs/performance.md). The browser brings the top layer, the light
 * dismiss and the bell's toggle.
 */
export function NotificationPopover({ id, bell, notifications, open, onOpenChange }: NotificationPopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [markingAll, setMarkingAll] = useState(false);
  // The focus was in the list as it closed: it goes back to the bell, also where the browser has
  // nothing to give it back to (a browser that does not focus a pressed button, as Safari).
  const focusWasInside = useRef(false);
  const { unread, reload } = notifications;

  // What the app asks (the first press, a notification followed) is what the browser shows.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || element.matches(':popover-open') === open) return;
    if (open) element.showPopover();
    else element.hidePopover();
  }, [open]);

  const beforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') placeUnder(event.currentTarget, bell.current);
    else focusWasInside.current = event.currentTarget.contains(document.activeElement);
  };

  // What the browser did (the bell's toggle, Escape, a press outside) is what the app knows.
  const toggled = (event: ToggleEvent<HTMLDivElement>) => {
    const nowOpen = event.newState === 'open';
    if (nowOpen) event.currentTarget.focus();
    else if (focusWasInside.current && (document.activeElement === document.body || !document.activeElement)) bell.current?.focus();
    if (nowOpen !== open) onOpenChange(nowOpen);
  };

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
    // A non-modal dialog: named here, as its title is only what the eye reads first.
    <div ref={panel} id={id} popover="auto" role="dialog" aria-label="Notifications" tabIndex={-1} className={styles.panel} onBeforeToggle={beforeToggle} onToggle={toggled}>
      <div className={styles.header}>
        <div className={styles.title} aria-hidden="true">
          Notifications
        </div>
        <StaticButton size="xs" variant="ghost" onClick={() => void markAll()} disabled={!unread} loading={markingAll} loadingText="Marking…">
          Mark all read
        </StaticButton>
      </div>
      <div className={styles.body}>
        <NotificationList notifications={notifications} onOpen={openOne} />
      </div>
    </div>
  );
}
