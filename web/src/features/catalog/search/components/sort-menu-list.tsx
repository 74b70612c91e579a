import { Button, Menu, Portal } from '@chakra-ui/react';
import type { CatalogSort } from '@contract';
import { useRef, type FocusEvent } from 'react';
import type { FirstHighlight } from '@/components/ui/menu-on-first-press';
import { afterNextPaint } from '@/lib/after-next-paint';
import { sortLabel, SORT_LABELS } from '../search-address';

type SortMenuListProps = {
  sort: string;
  onSort: (sort: string) => void;
  /** The menu was opened from its plain button by this key (or by a pointer: null). */
  highlight: FirstHighlight;
};

const orders = Object.keys(SORT_LABELS) as CatalogSort[];

/**
 * The sort menu itself, set up by the first press of its button: it opens at once, the focus in
 * it, and Escape or a choice gives the focus back to the button. A choice closes the menu at once;
 * the new order follows in the next task (see afterNextPaint).
 */
export function SortMenuList({ sort, onSort, highlight }: SortMenuListProps) {
  const firstHighlighted = highlight === 'first' ? orders[0] : highlight === 'last' ? orders.at(-1) : undefined;
  const button = useRef<HTMLButtonElement>(null);
  const open = useRef(true);
  // Chakra's menu moves the focus into its list a frame after each arrow key, but gives it back to
  // the button at once on a choice: keys that come within one frame (a busy phone, a fast typist)
  // choose before that frame, which then focuses the closing list, and the focus is lost when the
  // list goes. A closed menu's list never keeps the focus: it goes back where it was (the button).
  const giveFocusBack = (event: FocusEvent<HTMLElement>) => {
    if (open.current) return;
    const before = event.relatedTarget;
    const back = before instanceof HTMLElement && !event.currentTarget.contains(before) ? before : button.current;
    back?.focus({ preventScroll: true });
  };
  return (
    <Menu.Root
      defaultOpen
      defaultHighlightedValue={firstHighlighted}
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(details) => (open.current = details.open)}
    >
      <Menu.Trigger asChild>
        <Button ref={button} variant="outline" flexShrink="0">
          Sort: {sortLabel(sort)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content onFocus={giveFocusBack}>
            <Menu.RadioItemGroup value={sort} onValueChange={({ value }) => afterNextPaint(() => onSort(value))}>
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <Menu.RadioItem key={value} value={value}>
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
