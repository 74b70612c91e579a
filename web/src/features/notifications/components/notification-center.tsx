import { lazy, startTransition, Suspense, useState } from 'react';
import { useNotifications } from '../api/notifications';
import { BellButton } from './bell-button';

// Chakra's popover (its state machine, positioning and portal) and the list come when the bell is
// first pressed, not with every signed-in page.
const NotificationPopover = lazy(async () => ({ default: (await import('./notification-popover')).NotificationPopover }));

/**
 * The bell of the top bar with the unread count, asked of the API every half minute, and its list
 * of notifications. Until the bell is first pressed it is a plain button; the popover then opens at
 * once, with the focus in it, as it would have.
 */
export function NotificationCenter() {
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { unread, reload } = notifications;

  const openOrClose = (next: boolean) => {
    setOpen(next);
    // What the list shows when it opens is news of now, not of the last half minute.
    if (next) void reload();
  };
  const plainBell = (
    <BellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        openOrClose(true);
        // In a transition, the plain bell stays (with the focus) until the popover's code has arrived.
        startTransition(() => setWanted(true));
      }}
    />
  );

  return (
    <Suspense fallback={plainBell}>
      {wanted ? <NotificationPopover notifications={notifications} open={open} onOpenChange={openOrClose} /> : plainBell}
    </Suspense>
  );
}
