import { list } from '@/lib/answers';
import { useApiData, type ApiKey } from '@/lib/swr';

export const categoriesKey = ['/productsCategory'] as const satisfies ApiKey;

/** The machine size categories of the home page's category browser (`GET /productsCategory`). */
export function useCategories() {
  return useApiData(categoriesKey, list('categorySchema'));
}
