import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ToggleEvent } from 'react';
import { iconOf } from '@/components/ui/icon';
import { StaticButton } from '@/components/ui/static-button';
import { afterNextPaint } from '@/lib/after-next-paint';
import { preloadSearchCheck } from '../load-search-check';
import { DEFAULT_SORT, SORT_LABELS, sortLabel } from '../search-address';
import { orderForKey } from './sort-menu-keys';
import styles from './sort-menu.module.css';

const CheckIcon = iconOf(<path d="M20 6 9 17l-5-5" />);

/** Where the focus goes as the menu opens: the checked order, the last one, or the list itself (a pointer's press: no order is highlighted until a key or the mouse picks one). */
type FirstFocus = 'checked' | 'last' | 'list';

/** The keys that open the menu from its button, and where each puts the focus. */
const openingKeys: Record<string, FirstFocus> = { Enter: 'checked', ' ': 'checked', ArrowDown: 'checked', ArrowUp: 'last' };

/** The room between the button and the list, and the least room between the list and the screen's edges. */
const GAP = 8;

/**
 * The list stands under the button, its right edge under the button's (never past the screen's),
 * in the page's coordinates so that it scrolls with the button. Its stylesheet moves it right
 * should its left edge leave the screen.
 */
function placeUnder(list: HTMLElement, button: HTMLElement | null) {
  if (!button) return;
  const box = button.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const end = Math.min(box.right, width - GAP);
  list.style.setProperty('--menu-top', `${Math.round(box.bottom + window.scrollY + GAP)}px`);
  list.style.setProperty('--menu-right', `${Math.round(width - end - window.scrollX)}px`);
  list.style.setProperty('--menu-end', `${Math.round(end)}px`);
}

type SortMenuProps = { sort: string | undefined; onSort: (sort: string) => void };

/**
 * The order of the results: a menu button (WAI-ARIA's, with radio items) naming the current order,
 * and the platform's popover listing the API's orders, the current one checked. A choice closes
 * the list at once and gives the focus back to the button; the new order follows the frame that
 * shows it closing (see afterNextPaint).
 *
 * It is the platform's popover rather than Chakra's menu so that a press runs no state machine, no
 * placing and no theme: the browser brings the top layer and the light dismiss. The list is small,
 * so it is drawn (hidden) with the page, and the first press opens it at once.
 */
export function SortMenu({ sort = DEFAULT_SORT, onSort }: SortMenuProps) {
  const buttonId = useId();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // A press on the button that began with the list open closes it, even should a browser have
  // dismissed the list as the press went on.
  const openAtPress = useRef(false);

  const isOpen = () => list.current?.matches(':popover-open') ?? false;
  const orders = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  const show = (focus: FirstFocus) => {
    const element = list.current;
    if (!element) return;
    if (!isOpen()) element.showPopover();
    const items = orders();
    const first = focus === 'last' ? items.at(-1) : focus === 'checked' ? (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0]) : element;
    first?.focus({ preventScroll: true });
  };

  // Also where the browser would leave the focus on the page itself (a browser that does not focus
  // a pressed button, as Safari).
  const hide = () => {
    if (isOpen()) list.current?.hidePopover();
    button.current?.focus({ preventScroll: true });
  };

  const choose = (order: string) => {
    hide();
    if (order !== sort) afterNextPaint(() => onSort(order));
  };

  const beforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opening = event.newState === 'open';
    if (opening) {
      placeUnder(event.currentTarget, button.current);
      // Choosing an order makes a search, which the contract's rules check: they load with the press.
      preloadSearchCheck();
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
      const order = current instanceof HTMLElement ? current.dataset.order : undefined;
      if (order) choose(order);
    } else {
      const next = orderForKey(orders(), current, event.key);
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

  // The highlight follows a mouse: over an order it is that one, off the orders it is none.
  const mouseOver = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
  };
  const mouseOut = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && document.activeElement === event.currentTarget) list.current?.focus({ preventScroll: true });
  };

  return (
    <>
      {/* It names the list as its popover target so that a press on it is not a press outside the list. */}
      <StaticButton
        ref={button}
        id={buttonId}
        size="md"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        popoverTarget={listId}
        onPointerDown={() => (openAtPress.current = isOpen())}
        onClick={(event) => {
          // The menu's own opening and closing, with its focus, not the browser's toggle.
          event.preventDefault();
          const wasOpen = openAtPress.current || isOpen();
          openAtPress.current = false;
          if (wasOpen) hide();
          else show('list');
        }}
        onKeyDown={(event) => {
          const focus = openingKeys[event.key];
          if (!focus) return;
          // No click follows: the key itself opens the menu, with its own first focus.
          event.preventDefault();
          show(focus);
        }}
      >
        Sort: {sortLabel(sort)}
      </StaticButton>
      <div
        ref={list}
        id={listId}
        popover="auto"
        role="menu"
        aria-labelledby={buttonId}
        tabIndex={-1}
        className={styles.menu}
        onBeforeToggle={beforeToggle}
        onKeyDown={keyDown}
        onBlur={focusLeft}
      >
        {Object.entries(SORT_LABELS).map(([order, label]) => (
          <div
            key={order}
            role="menuitemradio"
            aria-checked={order === sort}
            tabIndex={-1}
            data-order={order}
            className={styles.order}
            onClick={() => choose(order)}
            onPointerMove={mouseOver}
            onPointerLeave={mouseOut}
          >
            {order === sort ? (
              <span className={styles.check}>
                <CheckIcon size="1rem" />
              </span>
            ) : null}
            {label}
          </div>
        ))}
      </div>
    </>
  );
}
