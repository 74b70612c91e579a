import type { Category } from '@contract';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import type { ApiKey } from '@/lib/swr';

export const categoriesKey = ['/productsCategory'] as const satisfies ApiKey;

/** The machine size categories of the home page's category browser (`GET /productsCategory`). */
export function useCategories() {
  return useSWR<Category[], ApiError, ApiKey>(categoriesKey);
}
