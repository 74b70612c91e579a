import { one } from '@/lib/answers';
import { useApiData, type ApiKey } from '@/lib/swr';

export const productKey = (id: string) => [`/product/${encodeURIComponent(id)}`] as const satisfies ApiKey;

/** One product for its detail page (`GET /product/{id}`). */
export function useProduct(id: string) {
  return useApiData(productKey(id), one('productSchema'));
}
