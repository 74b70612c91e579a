import type { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { productKey } from './get-product';
import { productsPageKey, type ProductsSearch } from './get-products';

const LIST_PATH = '/products/';

type CatalogList = { size: string; search: ProductsSearch };

/** The list a catalog page's `key` belongs to: its size ("all" or a machine size) and search; null for any other key. */
function catalogListOf(key: unknown): CatalogList | null {
  if (!Array.isArray(key) || typeof key[0] !== 'string' || !key[0].startsWith(LIST_PATH)) return null;
  const { limit: _limit, cursor: _cursor, ...search } = (key[1] ?? {}) as Record<string, string>;
  return { size: decodeURIComponent(key[0].slice(LIST_PATH.length)), search };
}

/**
 * Refreshes whatever shows whether a machine is sold once a deal changed that: its product page
 * and every catalog list this browser has loaded (each search its own), mounted or not.
 */
export async function refreshListing(mutate: ReturnType<typeof useSWRConfig>['mutate'], productId: string): Promise<void> {
  // A catalog list keeps the pages it has loaded (it never refetches its first page on its
  // own), so its cached pages are dropped first: asked again, the list fetches each anew.
  const lists = new Map<string, CatalogList>();
  await mutate(
    (key) => {
      const list = catalogListOf(key);
      if (list) lists.set(JSON.stringify(list), list);
      return list !== null;
    },
    undefined,
    { revalidate: false },
  );
  const refreshes = [...lists.values()].map(({ size, search }) => mutate(unstable_serialize((_index, previous) => productsPageKey(size, previous, search))));
  await Promise.all([mutate(productKey(productId)), ...refreshes]);
}
