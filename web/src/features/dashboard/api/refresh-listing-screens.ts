import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useRevalidateListing } from '@/features/catalog';
import { advertisedProductsKey } from '@/features/home';
import { myBuyersKey } from '../my-buyers/api/get-my-buyers';
import { myProductsKey } from '../my-products/api/get-my-products';

/** A listing that changed: which machine, and whose. */
type ChangedListing = { productId: string; sellerEmail: string };

/**
 * Asks again for every screen that shows a listing once it changed (a deal sold it or put it back
 * on sale, its seller edited or deleted it): its page, the catalog, the home page's advertisements,
 * the seller's My Products and, with `buyers`, the seller's My Buyers (a deleted listing's requests
 * end as withdrawn). The change is made and told already, so a refresh that cannot finish (the app
 * left the page meanwhile) is dropped, not reported.
 */
export function useRefreshListingScreens() {
  const revalidateListing = useRevalidateListing();
  const { mutate } = useSWRConfig();
  return useCallback(
    ({ productId, sellerEmail }: ChangedListing, { buyers = false } = {}) => {
      const lists = [mutate(advertisedProductsKey), mutate(myProductsKey(sellerEmail)), ...(buyers ? [mutate(myBuyersKey(sellerEmail))] : [])];
      Promise.all([revalidateListing(productId), ...lists]).catch(() => undefined);
    },
    [revalidateListing, mutate],
  );
}
