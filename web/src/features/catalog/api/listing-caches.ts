import type { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { productKey } from './get-product';
import { productsPageKey } from './get-products';

const LIST_PATH = '/products/';

/** The size of a catalog list whose page `key` is ("all" or a machine size), or null for any other key. */
function catalogListSize(key: unknown): string | null {
  if (!Array.isArray(key) || typeof key[0] !== 'string' || !key[0].startsWith(LIST_PATH)) return null;
  return decodeURIComponent(key[0].slice(LIST_PATH.length));
}

/**
 * Refreshes whatever shows whether a machine is sold once a deal changed that: its product page
 * and every catalog list this browser has loaded, mounted or not.
 */
export async function refreshListing(mutate: ReturnType<typeof useSWRConfig>['mutate'], productId: string): Promise<void> {
  // A catalog list keeps the pages it has loaded (it never refetches its first page on its
  // own), so its cached pages are dropped first: asked again, the list fetches each anew.
  const sizes = new Set<string>();
  await mutate(
    (key) => {
      const size = catalogListSize(key);
      if (size !== null) sizes.add(size);
      return size !== null;
    },
    undefined,
    { revalidate: false },
  );
  const lists = [...sizes].map((size) => mutate(unstable_serialize((_index, previous) => productsPageKey(size, previous))));
  await Promise.all([mutate(productKey(productId)), ...lists]);
}
