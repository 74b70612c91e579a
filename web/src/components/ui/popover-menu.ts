import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ToggleEvent } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { itemForKey } from './menu-keys';
import styles from './styles/popover-menu.module.css';

/** Where the focus goes as the menu opens: its first item (or the one `firstItem` picks), the last, or the list itself (a pointer's press: nothing is highlighted until a key or the mouse picks an item). */
type FirstFocus = 'first' | 'last' | 'list';

/** The keys that open the menu from its button, and where each puts the focus. */
const openingKeys: Record<string, FirstFocus> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/** The items the keys and the mouse move through: a disabled one is passed over. */
const ITEMS = '[role^="menuitem"]:not([aria-disabled="true"])';

/** The room between the button and the list, and the least room between the list and the screen's edges. */
const GAP = 8;

type PopoverMenuOptions = {
  /** The list stays under a button that stays on screen (the top bar's): in the window's coordinates rather than the page's. */
  fixed?: boolean;
  /** The item the focus starts on when a key opens the menu towards its first item (the checked order, say); the first item otherwise. */
  firstItem?: (items: HTMLElement[]) => HTMLElement | undefined;
  /** Told once the list has been drawn open: to start loading what choosing in it will need. */
  onOpen?: () => void;
};

/**
 * The list stands under the button, its right edge under the button's (never past the screen's).
 * Its stylesheet moves it right should its left edge leave the screen.
 */
function placeUnder(list: HTMLElement, button: HTMLElement | null, fixed: boolean) {
  if (!button) return;
  const box = button.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const end = Math.min(box.right, width - GAP);
  list.style.setProperty('--menu-top', `${Math.round(box.bottom + (fixed ? 0 : window.scrollY) + GAP)}px`);
  list.style.setProperty('--menu-right', `${Math.round(width - end - (fixed ? 0 : window.scrollX))}px`);
  list.style.setProperty('--menu-end', `${Math.round(end)}px`);
}

/**
 * A menu button (WAI-ARIA's) and its list as the platform's popover: a press runs no state machine,
 * no placing library and no theme, and the browser brings the top layer and the light dismiss. The
 * list is drawn (hidden) with its button, so the first press opens it at once.
 *
 * The caller spreads `buttonProps` on a button and `listProps` on the list, and gives each item a
 * `role` of menuitem (or menuitemradio), `tabIndex={-1}` and `itemProps`. An item's own click is
 * its choice: Enter and Space click the highlighted item, and a click on an item closes the list
 * and gives the focus back to the button.
 */
export function usePopoverMenu({ fixed = false, firstItem, onOpen }: PopoverMenuOptions = {}) {
  const buttonId = useId();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // A press on the button that began with the list open closes it, even should a browser have
  // dismissed the list as the press went on.
  const openAtPress = useRef(false);

  const isOpen = () => list.current?.matches(':popover-open') ?? false;
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  const show = (focus: FirstFocus) => {
    const element = list.current;
    if (!element) return;
    if (!isOpen()) element.showPopover();
    const all = items();
    const first = focus === 'last' ? all.at(-1) : focus === 'first' ? (firstItem?.(all) ?? all[0]) : element;
    first?.focus({ preventScroll: true });
  };

  // Also where the browser would leave the focus on the page itself (a browser that does not focus
  // a pressed button, as Safari).
  const hide = () => {
    if (isOpen()) list.current?.hidePopover();
    button.current?.focus({ preventScroll: true });
  };

  const beforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opening = event.newState === 'open';
    if (opening) {
      placeUnder(event.currentTarget, button.current, fixed);
      // What choosing will need starts loading after the frame that shows the list.
      if (onOpen) afterNextPaint(onOpen);
    }
    setOpen(opening);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const current = document.activeElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      hide();
    } else if (event.key === 'Tab') {
      // The focus goes on from the button, as it would have had the menu not been opened.
      hide();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (current instanceof HTMLElement && current !== event.currentTarget && current.matches(ITEMS)) current.click();
    } else {
      const next = itemForKey(items(), current, event.key);
      if (!next) return;
      event.preventDefault();
      next.focus({ preventScroll: true });
    }
  };

  // Anything else taking the focus out of the list closes it, and the focus stays where it went; a
  // press on the button is its own (it closes the list).
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && to !== button.current && !event.currentTarget.contains(to) && isOpen()) list.current?.hidePopover();
  };

  // A choice, after the item's own click: the list goes and the focus is back on the button.
  const chosen = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest(ITEMS)) hide();
  };

  // The highlight follows a mouse: over an item it is that one, off the items it is none.
  const mouseOver = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
  };
  const mouseOut = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && document.activeElement === event.currentTarget) list.current?.focus({ preventScroll: true });
  };

  // It names the list as its popover target so that a press on it is not a press outside the list.
  const buttonProps = {
    ref: button,
    id: buttonId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': listId,
    popoverTarget: listId,
    onPointerDown: () => (openAtPress.current = isOpen()),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // The menu's own opening and closing, with its focus, not the browser's toggle.
      event.preventDefault();
      const wasOpen = openAtPress.current || isOpen();
      openAtPress.current = false;
      if (wasOpen) hide();
      else show('list');
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const focus = openingKeys[event.key];
      if (!focus) return;
      // No click follows: the key itself opens the menu, with its own first focus.
      event.preventDefault();
      show(focus);
    },
  } as const;

  const listProps = {
    ref: list,
    id: listId,
    popover: 'auto',
    role: 'menu',
    'aria-labelledby': buttonId,
    tabIndex: -1,
    className: fixed ? `${styles.menu} ${styles.fixed}` : styles.menu,
    onBeforeToggle: beforeToggle,
    onKeyDown: keyDown,
    onBlur: focusLeft,
    onClick: chosen,
  } as const;

  const itemProps = { tabIndex: -1, onPointerMove: mouseOver, onPointerLeave: mouseOut } as const;

  return { open, hide, buttonProps, listProps, itemProps };
}
