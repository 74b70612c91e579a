import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useMenuOnFirstPress } from '@/components/ui/menu-on-first-press';
import { DEFAULT_SORT, sortLabel } from '../search-address';
import { preloadSearchCheck } from '../load-search-check';

// Chakra's menu (its state machine, its positioning, the portal) comes when the button is first
// pressed, not with the catalog's first screen.
const SortMenuList = lazy(async () => ({ default: (await import('./sort-menu-list')).SortMenuList }));

type SortMenuProps = { sort: string | undefined; onSort: (sort: string) => void };

/** The order of the results: a menu of the API's orders, the current one checked and named on the button. */
export function SortMenu({ sort = DEFAULT_SORT, onSort }: SortMenuProps) {
  // Until the button is first pressed it is a plain button; the menu then opens at once, with the
  // focus in it, as it would have. Choosing an order makes a search, which the contract's rules
  // check: they start loading with the press.
  const { wanted, buttonProps } = useMenuOnFirstPress(preloadSearchCheck);
  const plainButton = (
    <Button variant="outline" flexShrink="0" {...buttonProps}>
      Sort: {sortLabel(sort)}
    </Button>
  );

  return <Suspense fallback={plainButton}>{wanted ? <SortMenuList sort={sort} onSort={onSort} highlight={wanted.highlight} /> : plainButton}</Suspense>;
}
