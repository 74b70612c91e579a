import { DEFAULT_PAGE_SIZE, type Page, type ListedProduct } from '@contract';
import type { ApiKey } from '@/lib/swr';

// The key of a list's pages and the shape of a kept first page: shared by the list's hook and the
// page's shell (app/shell), which draws a returning user's kept first page before the app runs.
// No React, SWR or zod here, so the shell stays a few kilobytes.

/** The search parameters of a list (`q`, `fuel`, `sort`…), sent to the API as they are. */
export type ProductsSearch = Record<string, string>;

export type ProductsKey = readonly [path: string, query: Record<string, string | number>];

/**
 * `size` is "all" or a machine size; each page's key carries the search and the previous page's
 * cursor, so every search has its own pages in the cache. Without a search, the plain page.
 */
export function productsPageKey(size: string, previous: Page<ListedProduct> | null, search: ProductsSearch = {}): ProductsKey | null {
  if (previous && previous.next === null) return null;
  const query = previous?.next ? { limit: DEFAULT_PAGE_SIZE, ...search, cursor: previous.next } : { limit: DEFAULT_PAGE_SIZE, ...search };
  return [`/products/${encodeURIComponent(size)}`, query] as const satisfies ApiKey;
}

/** What a kept first page must look like to be shown (kept by an older release, it may not). */
export function isProductsPage(value: unknown): value is Page<ListedProduct> {
  if (typeof value !== 'object' || value === null) return false;
  const { data, next } = value as Partial<Page<ListedProduct>>;
  return (
    Array.isArray(data) &&
    (next === null || typeof next === 'string') &&
    data.every((product) => typeof product === 'object' && product !== null && typeof product._id === 'string' && typeof product.picture === 'string' && Array.isArray(product.pictures))
  );
}

/** The kept answer's name for the first page of a list: its key, as text. */
export function firstPageName(size: string, search: ProductsSearch): string {
  return JSON.stringify(productsPageKey(size, null, search));
}

