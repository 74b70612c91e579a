import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Refreshes a machine's page and every catalog list once a deal sold it or put it back on sale.
 * The catalog's public entry offers this, and the entry comes with the first page: the work itself
 * (catalog keys, the contract's page size, SWR's list keys) loads when a deal first needs it.
 */
export function useRevalidateListing() {
  const { mutate } = useSWRConfig();
  return useCallback(async (productId: string) => (await import('./listing-caches')).refreshListing(mutate, productId), [mutate]);
}
