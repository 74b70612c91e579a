import type { Page, ListedProduct } from '@contract';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useCurrentUser } from '@/features/auth';
import { page } from '@/lib/answers';
import type { ApiError } from '@/lib/api-client';
import { keepAnswer, keptAnswer } from '@/lib/kept-answers';
import { envelopeFetcher } from '@/lib/swr';
import { firstPageName, isProductsPage, productsPageKey, type ProductsKey, type ProductsSearch } from './products-page-key';

export { productsPageKey, type ProductsSearch } from './products-page-key';

const fetchPage = envelopeFetcher(page('listedProductSchema'));

/**
 * The products of a category page (`GET /products/{size}`), newest first unless the search sorts
 * them, a page at a time; a null search asks nothing (the search cannot run as it stands).
 *
 * The first page of each list the user opened is kept in this browser (lib/kept-answers): on the
 * next visit it shows at once, while the API is asked again and its answer replaces it.
 */
export function useProducts(size: string, search: ProductsSearch | null = {}) {
  const account = useCurrentUser().user?.uid;
  const firstKey = search ? firstPageName(size, search) : null;
  // Read once per list, not on every render: a kept page is only the opening picture.
  const kept = useMemo(() => (account && firstKey ? keptAnswer(account, firstKey, isProductsPage) : undefined), [account, firstKey]);
  return useSWRInfinite<Page<ListedProduct>, ApiError>(
    (_index, previous: Page<ListedProduct> | null) => (search ? productsPageKey(size, previous, search) : null),
    async (key: ProductsKey) => {
      const answer = await fetchPage(key);
      if (account && !('cursor' in key[1])) keepAnswer(account, JSON.stringify(key), answer);
      return answer;
    },
    {
      fallbackData: kept ? [kept] : undefined,
      // A page already loaded stays as it is when the next one is asked for.
      revalidateFirstPage: false,
    },
  );
}
