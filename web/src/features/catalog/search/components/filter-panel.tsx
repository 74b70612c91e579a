import { Button, CloseButton, Drawer, Heading, Portal, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { CatalogSearch } from '@/lib/catalog-search';
import type { SearchErrors } from '../check-search';
import { filterDrawerRecipe } from './filter-drawer-recipe';
import { FilterForm, PANEL_FILTERS, type PanelFilter } from './filter-form';

type FilterPanelProps = {
  search: CatalogSearch;
  errors: SearchErrors;
  onApply: (filters: Record<PanelFilter, string | undefined>) => void;
};

/** The filters of the panel, all off. */
const noFilters = Object.fromEntries(PANEL_FILTERS.map((name) => [name, undefined])) as Record<PanelFilter, undefined>;

/** How many of the panel's filters the search sets, for the drawer's button. */
const panelCount = (search: CatalogSearch) => PANEL_FILTERS.filter((name) => search[name] !== undefined).length;

/**
 * The form shows the address's filters: a new address (back, a removed chip) starts it afresh,
 * dropping whatever was typed and not applied.
 */
const formKey = (search: CatalogSearch) => JSON.stringify(PANEL_FILTERS.map((name) => search[name] ?? null));

/** Wide screens: the filters stay beside the results. */
export function FilterSidebar({ search, errors, onApply }: FilterPanelProps) {
  const formId = useId();
  const headingId = useId();
  return (
    <Stack as="aside" aria-labelledby={headingId} gap="4" alignSelf="start" borderWidth="1px" rounded="l3" p="4">
      <Heading as="h2" id={headingId} fontSize="lg">
        Filters
      </Heading>
      <FilterForm key={formKey(search)} id={formId} search={search} errors={errors} onApply={onApply} />
      <Stack gap="2">
        <Button type="submit" form={formId}>
          Apply filters
        </Button>
        {panelCount(search) > 0 ? (
          <Button variant="outline" onClick={() => onApply(noFilters)}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Phones and narrow windows: a Filters button opens the filters in a drawer over the results. */
export function FilterDrawer({ search, errors, onApply }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const count = panelCount(search);
  const apply = (filters: Record<PanelFilter, string | undefined>) => {
    onApply(filters);
    setOpen(false);
  };

  return (
    <Drawer.Root recipe={filterDrawerRecipe} open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" flexShrink="0">
          {count > 0 ? `Filters (${count})` : 'Filters'}
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
              <FilterForm id={formId} search={search} errors={errors} onApply={apply} />
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
