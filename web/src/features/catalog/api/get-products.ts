import { DEFAULT_PAGE_SIZE, type Page, type Product } from '@contract';
import useSWRInfinite from 'swr/infinite';
import { page } from '@/lib/answers';
import type { ApiError } from '@/lib/api-client';
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

/**
 * The products of a category page (`GET /products/{size}`), newest first unless the search sorts
 * them, a page at a time; a null search asks nothing (the search cannot run as it stands).
 */
export function useProducts(size: string, search: ProductsSearch | null = {}) {
  return useSWRInfinite<Page<Product>, ApiError>(
    (_index, previous: Page<Product> | null) => (search ? productsPageKey(size, previous, search) : null),
    envelopeFetcher(page('productSchema')),
    {
      // A page already loaded stays as it is when the next one is asked for.
      revalidateFirstPage: false,
    },
  );
}
