import type { Product } from '@contract';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import type { ApiKey } from '@/lib/swr';

export const productKey = (id: string) => [`/product/${encodeURIComponent(id)}`] as const satisfies ApiKey;

/** One product for its detail page (`GET /product/{id}`). */
export function useProduct(id: string) {
  return useSWR<Product, ApiError, ApiKey>(productKey(id));
}
