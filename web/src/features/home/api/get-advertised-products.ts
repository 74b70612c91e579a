import type { PublicProduct } from '@contract';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import type { ApiKey } from '@/lib/swr';

/** Also revalidated by My Products after a seller starts an advertisement. */
export const advertisedProductsKey = ['/advertised/products'] as const satisfies ApiKey;

/** The products advertised on the home page (`GET /advertised/products`, public). */
export function useAdvertisedProducts() {
  return useSWR<PublicProduct[], ApiError, ApiKey>(advertisedProductsKey);
}
