import { list } from '@/lib/answers';
import { useApiData, type ApiKey } from '@/lib/swr';

/** Also revalidated by My Products after a seller starts an advertisement. */
export const advertisedProductsKey = ['/advertised/products'] as const satisfies ApiKey;

/** The products advertised on the home page (`GET /advertised/products`, public: no seller's person). */
export function useAdvertisedProducts() {
  return useApiData(advertisedProductsKey, list('publicProductSchema'));
}
