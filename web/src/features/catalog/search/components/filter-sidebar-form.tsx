import { Button, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { CatalogSearch } from '../search-address';
import type { SearchErrors } from '../check-search';
import { FilterForm } from './filter-form';
import { noFilters, panelCount, type PanelFilters } from './panel-filters';

type FilterSidebarFormProps = {
  search: CatalogSearch;
  errors: SearchErrors;
  onApply: (filters: PanelFilters) => void;
};

/** The sidebar's form and its buttons, under the sidebar's heading. */
export function FilterSidebarForm({ search, errors, onApply }: FilterSidebarFormProps) {
  const formId = useId();
  return (
    <>
      <FilterForm id={formId} search={search} errors={errors} onApply={onApply} />
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
    </>
  );
}
