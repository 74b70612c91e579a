import type { Category } from '../contract/index.js';
import { categoriesStore } from '../store/categories.js';

/** GET /productsCategory: the size categories, smallest first. */
export function sizeCategories(): Promise<Category[]> {
  return categoriesStore.list();
}
