import { Button } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useState, type KeyboardEvent } from 'react';
import { DEFAULT_SORT, sortLabel } from '@/lib/catalog-search';
import { preloadSearchCheck } from '../load-search-check';
import type { FirstHighlight } from './sort-menu-list';

// Chakra's menu (its state machine, its positioning, the portal) comes when the button is first
// pressed, not with the catalog's first screen.
const SortMenuList = lazy(async () => ({ default: (await import('./sort-menu-list')).SortMenuList }));

type SortMenuProps = { sort: string | undefined; onSort: (sort: string) => void };

/** The keys that open a menu from its button, and the order each highlights first (as Chakra's menu button does). */
const openingKeys: Record<string, FirstHighlight> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/** The order of the results: a menu of the API's orders, the current one checked and named on the button. */
export function SortMenu({ sort = DEFAULT_SORT, onSort }: SortMenuProps) {
  // A menu keeps a state machine from the moment it is drawn: until the button is first pressed it
  // is a plain button; the menu then opens at once, with the focus in it, as it would have.
  const [wanted, setWanted] = useState<{ highlight: FirstHighlight } | null>(null);
  const want = (highlight: FirstHighlight) => {
    // Choosing an order makes a search, which the contract's rules check.
    preloadSearchCheck();
    // In a transition, the button stays (with the focus) until the menu's code has arrived.
    startTransition(() => setWanted({ highlight }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const highlight = openingKeys[event.key];
    if (!highlight) return;
    event.preventDefault();
    want(highlight);
  };
  const plainButton = (
    <Button variant="outline" flexShrink="0" aria-haspopup="menu" aria-expanded={false} onClick={() => want(null)} onKeyDown={onKeyDown}>
      Sort: {sortLabel(sort)}
    </Button>
  );

  return <Suspense fallback={plainButton}>{wanted ? <SortMenuList sort={sort} onSort={onSort} highlight={wanted.highlight} /> : plainButton}</Suspense>;
}
