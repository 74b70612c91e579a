import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { memo, useCallback, useId, useState } from 'react';
import type { CatalogSearch } from '../search-address';
import { usePageScrollLock } from '@/components/ui/page-scroll-lock';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { SearchErrors } from '../check-search';
import { filterDrawerRecipe } from './filter-drawer-recipe';
import { FilterForm } from './filter-form';
import { noFilters, type PanelFilters } from './panel-filters';

/**
 * The form is drawn again only when its own inputs change: opening and closing the drawer redraws
 * the drawer, not its fields (on a phone, about 60 ms of the press that applies the filters).
 */
const DrawnFilterForm = memo(FilterForm);

type FilterDrawerPanelProps = {
  /** The button's words: "Filters", or "Filters (2)" when two of them are set. */
  label: string;
  search: CatalogSearch;
  errors: SearchErrors;
  onApply: (filters: PanelFilters) => void;
};

/**
 * The filters' drawer and its button, set up when the plain button is first pressed: it opens at
 * once, with the focus in it, and gives the focus back to its button when it closes.
 */
export function FilterDrawerPanel({ label, search, errors, onApply }: FilterDrawerPanelProps) {
  const [open, setOpen] = useState(true);
  const formId = useId();
  const pageHeld = usePageScrollLock(open);
  // The drawer closes at once; the results follow in the next task (see afterNextPaint).
  const apply = useCallback(
    (filters: PanelFilters) => {
      setOpen(false);
      afterNextPaint(() => onApply(filters));
    },
    [onApply],
  );

  return (
    <Drawer.Root recipe={filterDrawerRecipe} {...pageHeld} open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" flexShrink="0">
          {label}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <DrawnFilterForm id={formId} search={search} errors={errors} onApply={apply} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={() => apply(noFilters)}>
                Clear filters
              </Button>
              <Button type="submit" form={formId}>
                Show results
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
