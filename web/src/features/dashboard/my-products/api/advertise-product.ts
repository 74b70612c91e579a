import { ADVERTISE_HOME_PAGE } from '@contract';
import { useSWRConfig } from 'swr';
import { advertisedProductsKey } from '@/features/home';
import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** `PUT /advertised/products/{id}`: starts the one advertisement that exists, "HomePageAdds". */
export function advertiseOnHomePage(productId: string) {
  return api(`/advertised/products/${encodeURIComponent(productId)}`, { method: 'PUT', body: { advertiseName: ADVERTISE_HOME_PAGE }, answer: one('listedProductSchema') });
}

/** Refreshes the home page's Advertisement Area, so a new advertisement shows there at once. */
export function useRevalidateAdvertised() {
  const { mutate } = useSWRConfig();
  return () => mutate(advertisedProductsKey);
}
