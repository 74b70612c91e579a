import { DEFAULT_PAGE_SIZE, type Page, type Product } from '@contract';
import useSWRInfinite from 'swr/infinite';
import { page } from '@/lib/answers';
import type { ApiError } from '@/lib/api-client';
import { envelopeFetcher, type ApiKey } from '@/lib/swr';

type ProductsKey = readonly [path: string, query: { limit: number; cursor?: string }];

/** `size` is "all" or a machine size; each page's key carries the previous page's cursor. */
export function productsPageKey(size: string, previous: Page<Product> | null): ProductsKey | null {
  if (previous && previous.next === null) return null;
  const query = previous?.next ? { limit: DEFAULT_PAGE_SIZE, cursor: previous.next } : { limit: DEFAULT_PAGE_SIZE };
  return [`/products/${encodeURIComponent(size)}`, query] as const satisfies ApiKey;
}

/** The products of a category page (`GET /products/{size}`), newest first, a page at a time. */
export function useProducts(size: string) {
  return useSWRInfinite<Page<Product>, ApiError>((_index, previous: Page<Product> | null) => productsPageKey(size, previous), envelopeFetcher(page('productSchema')), {
    // A page already loaded stays as it is when the next one is asked for.
    revalidateFirstPage: false,
  });
}
