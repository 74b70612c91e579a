import { catalogFiltersSchema } from '@contract';
import type { CatalogSearch, FilterName } from './search-address';

/** What is wrong with a search, by parameter, in the contract's own words ("minPrice cannot be above maxPrice"). */
export type SearchErrors = Partial<Record<FilterName | 'sort', string>>;

/**
 * Checks a search with the contract's schema of the catalog filters, the one the API applies: the
 * panel says what the API would refuse before asking it, and an address typed by hand that the
 * API would refuse is explained instead of sent.
 */
export function checkSearch(search: CatalogSearch): SearchErrors {
  const result = catalogFiltersSchema.safeParse(search);
  if (result.success) return {};
  const errors: SearchErrors = {};
  for (const { path, message } of result.error.issues) {
    const name = path[0] as FilterName | 'sort';
    errors[name] ??= message;
  }
  return errors;
}
