import { DEFAULT_PAGE_SIZE, type Page, type Product } from '@contract';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useCurrentUser } from '@/features/auth';
import { page } from '@/lib/answers';
import type { ApiError } from '@/lib/api-client';
import { keepAnswer, keptAnswer } from '@/lib/kept-answers';
import { envelopeFetcher, type ApiKey } from '@/lib/swr';

/** The search parameters of a list (`q`, `fuel`, `sort`…), sent to the API as they are. */
export type ProductsSearch = Record<string, string>;

type ProductsKey = readonly [path: string, query: Record<string, string | number>];

/**
 * `size` is "all" or a machine size; each page's key carries the search and the previous page's
 * cursor, so every search has its own pages in the cache. Without a search, the plain page.
 */
export function productsPageKey(size: string, previous: Page<Product> | null, search: ProductsSearch = {}): ProductsKey | null {
  if (previous && previous.next === null) return null;
  const query = previous?.next ? { limit: DEFAULT_PAGE_SIZE, ...search, cursor: previous.next } : { limit: DEFAULT_PAGE_SIZE, ...search };
  return [`/products/${encodeURIComponent(size)}`, query] as const satisfies ApiKey;
}

const fetchPage = envelopeFetcher(page('productSchema'));

/** What a kept first page must look like to be shown (kept by an older release, it may not). */
function isProductsPage(value: unknown): value is Page<Product> {
  if (typeof value !== 'object' || value === null) return false;
  const { data, next } = value as Partial<Page<Product>>;
  return (
    Array.isArray(data) &&
    (next === null || typeof next === 'string') &&
    data.every((product) => typeof product === 'object' && product !== null && typeof product._id === 'string' && typeof product.picture === 'string')
  );
}

/**
 * The products of a category page (`GET /products/{size}`), newest first unless the search sorts
 * them, a page at a time; a null search asks nothing (the search cannot run as it stands).
 *
 * The first page of each list the user opened is kept in this browser (lib/kept-answers): on the
 * next visit it shows at once, while the API is asked again and its answer replaces it.
 */
export function useProducts(size: string, search: ProductsSearch | null = {}) {
  const account = useCurrentUser().user?.uid;
  const firstKey = search ? JSON.stringify(productsPageKey(size, null, search)) : null;
  // Read once per list, not on every render: a kept page is only the opening picture.
  const kept = useMemo(() => (account && firstKey ? keptAnswer(account, firstKey, isProductsPage) : undefined), [account, firstKey]);
  return useSWRInfinite<Page<Product>, ApiError>(
    (_index, previous: Page<Product> | null) => (search ? productsPageKey(size, previous, search) : null),
    async (key: ProductsKey) => {
      const answer = await fetchPage(key);
      if (account && !('cursor' in key[1])) keepAnswer(account, JSON.stringify(key), answer);
      return answer;
    },
    {
      fallbackData: kept ? [kept] : undefined,
      // A page already loaded stays as it is when the next one is asked for.
      revalidateFirstPage: false,
    },
  );
}
