import { DEFAULT_PAGE_SIZE, type Product } from '@contract';
import useSWRInfinite from 'swr/infinite';
import { api, type ApiError } from '@/lib/api-client';
import type { ApiKey } from '@/lib/swr';

/** One page of a category as the API answers it: the products, the next page's cursor and the total. */
export type ProductsPage = { products: Product[]; next: string | null; total: number };

type ProductsKey = readonly [path: string, query: { limit: number; cursor?: string }];

/** `size` is "all" or a machine size; each page's key carries the previous page's cursor. */
export function productsPageKey(size: string, previous: ProductsPage | null): ProductsKey | null {
  if (previous && previous.next === null) return null;
  const query = previous?.next ? { limit: DEFAULT_PAGE_SIZE, cursor: previous.next } : { limit: DEFAULT_PAGE_SIZE };
  return [`/products/${encodeURIComponent(size)}`, query] as const satisfies ApiKey;
}

async function fetchProductsPage([path, query]: ProductsKey): Promise<ProductsPage> {
  const answer = await api<Product[]>(path, { query });
  return { products: answer.data, next: answer.next ?? null, total: answer.total ?? answer.data.length };
}

/** The products of a category page (`GET /products/{size}`), newest first, a page at a time. */
export function useProducts(size: string) {
  return useSWRInfinite<ProductsPage, ApiError>((_index, previous: ProductsPage | null) => productsPageKey(size, previous), fetchProductsPage, {
    // A page already loaded stays as it is when the next one is asked for.
    revalidateFirstPage: false,
  });
}
