import { page } from '@/lib/answers';
import type { ApiKey } from '@/lib/swr';
import { usePagedList } from '@/lib/use-paged-list';

/** The key of a seller's My Products list (`GET /myProducts?email=`); Add Product refreshes it. */
export const myProductsKey = (email: string) => ['/myProducts', { email }] as const satisfies ApiKey;

/** The signed-in seller's products, newest first, with their total for the heading. */
export function useMyProducts(email: string) {
  return usePagedList(myProductsKey(email), page('listedProductSchema'));
}
