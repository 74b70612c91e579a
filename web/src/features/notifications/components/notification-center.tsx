import { lazy, startTransition, Suspense, useId, useRef, useState } from 'react';
import { useNotifications } from '../api/notifications';
import { BellButton } from './bell-button';

// The list (the platform's popover, its list and buttons) comes when the bell is first wanted, not
// with every signed-in page: asked for as a pointer comes over the bell, a finger touches it or
// the focus reaches it, so the press seldom waits for it.
const listCode = () => import('./notification-popover');
const NotificationPopover = lazy(async () => ({ default: (await listCode()).NotificationPopover }));
/** A failure to fetch it early is left to the press, whose own import shows what failed. */
const fetchListCode = () => void listCode().catch(() => {});

/**
 * The bell of the top bar with the unread count, asked of the API every half minute, and its list
 * of notifications. The bell is one button throughout: its first press asks for the list's code
 * and opens the list once it is there; later presses are the browser's (it is the list's
 * `popovertarget`), and the list tells what it did.
 */
export function NotificationCenter() {
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { unread, reload } = notifications;

  const openOrClose = (next: boolean) => {
    setOpen(next);
    // What the list shows when it opens is news of now, not of the last half minute.
    if (next) void reload();
  };

  return (
    <>
      <BellButton
        ref={bell}
        unread={unread}
        aria-haspopup="dialog"
        aria-expanded={open}
        popoverTarget={wanted ? listId : undefined}
        onPointerEnter={fetchListCode}
        onPointerDown={fetchListCode}
        onFocus={fetchListCode}
        onClick={() => {
          if (wanted) return;
          openOrClose(true);
          // In a transition: the press is answered at once, the list's code arrives after it.
          startTransition(() => setWanted(true));
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPopover id={listId} bell={bell} notifications={notifications} open={open} onOpenChange={openOrClose} />
        </Suspense>
      ) : null}
    </>
  );
}
