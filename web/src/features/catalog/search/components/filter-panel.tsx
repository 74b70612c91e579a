import { Box, Heading, Stack } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import type { CatalogSearch } from '../search-address';
import type { SearchErrors } from '../check-search';
import { preloadSearchCheck } from '../load-search-check';
import { FiltersButton } from './filters-button';
import { formKey, panelCount, type PanelFilters } from './panel-filters';

// The filters' form (its fields, checkboxes and the contract's check) and the drawer that holds
// it on phones are not part of the catalog's first screen: the sidebar's form follows the first
// paint, the drawer comes when its button is first pressed.
const FilterSidebarForm = lazy(async () => ({ default: (await import('./filter-sidebar-form')).FilterSidebarForm }));
const FilterDrawerPanel = lazy(async () => ({ default: (await import('./filter-drawer-panel')).FilterDrawerPanel }));

type FilterPanelProps = {
  search: CatalogSearch;
  errors: SearchErrors;
  onApply: (filters: PanelFilters) => void;
};

/**
 * The height of the sidebar's form and buttons while they load, so the results beside them do not
 * move when they arrive: six rows of fields, two checkboxes and Apply (and Clear when filters are set).
 */
const sidebarFormHeight = (search: CatalogSearch) => (panelCount(search) > 0 ? '40.75rem' : '37.75rem');

/** Where the sticky filters stop: below the sticky top bar, with a little room. */
const STICKY_TOP = 'calc(var(--chakra-sizes-16) + 1px + var(--chakra-spacing-4))';

/** Wide screens: the filters stay beside the results. */
export function FilterSidebar({ search, errors, onApply }: FilterPanelProps) {
  const headingId = useId();
  return (
    // Sticky under the top bar (sizes.16 and its 1px border) while the results scroll past; a
    // panel taller than the window scrolls within itself, so its Apply stays reachable.
    <Stack
      as="aside"
      aria-labelledby={headingId}
      gap="4"
      alignSelf="start"
      borderWidth="1px"
      rounded="l3"
      p="4"
      position="sticky"
      top={STICKY_TOP}
      maxH={`calc(100dvh - ${STICKY_TOP} - var(--chakra-spacing-4))`}
      overflowY="auto"
      overscrollBehavior="contain"
    >
      <Heading as="h2" id={headingId} fontSize="lg">
        Filters
      </Heading>
      <Suspense fallback={<Box minH={sidebarFormHeight(search)} />}>
        <FilterSidebarForm key={formKey(search)} search={search} errors={errors} onApply={onApply} />
      </Suspense>
    </Stack>
  );
}

/** Phones and narrow windows: a Filters button opens the filters in a drawer over the results. */
export function FilterDrawer({ search, errors, onApply }: FilterPanelProps) {
  // A drawer keeps a state machine from the moment it is drawn: it is set up when the button is
  // first pressed, and opens then with the focus in it (and back on its button when it closes).
  const [wanted, setWanted] = useState(false);
  const count = panelCount(search);
  const label = count > 0 ? `Filters (${count})` : 'Filters';
  const plainButton = (
    <FiltersButton
      label={label}
      expanded={false}
      onClick={() => {
        preloadSearchCheck();
        // In a transition, the button stays (with the focus) until the drawer's code has arrived.
        startTransition(() => setWanted(true));
      }}
    />
  );

  return <Suspense fallback={plainButton}>{wanted ? <FilterDrawerPanel label={label} search={search} errors={errors} onApply={onApply} /> : plainButton}</Suspense>;
}
