import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Saving a machine or taking it out of the favourites (see change-favourite.ts). The public entry
 * offers this and comes with the home page: the work itself loads when first needed.
 */
export function useChangeFavourite() {
  const { mutate } = useSWRConfig();
  return useCallback(async (productId: string, save: boolean) => (await import('./change-favourite')).changeFavourite(mutate, productId, save), [mutate]);
}
