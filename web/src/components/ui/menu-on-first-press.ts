import { startTransition, useState, type KeyboardEvent } from 'react';

/** The item a menu highlights when it first opens: from the keyboard, the first or the last; from a pointer, none. */
export type FirstHighlight = 'first' | 'last' | null;

/** The keys that open a menu from its button, and the end each highlights first (as Chakra's menu button does). */
const openingKeys: Record<string, 'first' | 'last'> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/**
 * A menu whose code (Chakra's state machine, its positioning, the portal) comes on the first press
 * of its button rather than with the page. Until then the button is a plain one, with these props;
 * once `wanted`, the caller draws the real menu, opened at once with the focus in it and the item
 * `wanted.highlight` names highlighted, as the menu would have opened. `onWant` hears each press
 * that asks for the menu (to start loading what choosing in it will need).
 */
export function useMenuOnFirstPress(onWant?: () => void) {
  const [wanted, setWanted] = useState<{ highlight: FirstHighlight } | null>(null);
  const want = (highlight: FirstHighlight) => {
    onWant?.();
    // In a transition, the plain button stays (with the focus) until the menu's code has arrived.
    startTransition(() => setWanted({ highlight }));
  };
  const buttonProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => want(null),
    onKeyDown: (event: KeyboardEvent) => {
      const highlight = openingKeys[event.key];
      if (!highlight) return;
      // No click follows: the key itself opens the menu, with its own first highlight.
      event.preventDefault();
      want(highlight);
    },
  } as const;
  return { wanted, buttonProps };
}
