import { z } from 'zod';
// Only the category schema: the home page's first call on a cold instance builds no other.
import { categorySchema } from '../category.js';
import { operation } from './operation.js';

export const listCategories = operation({
  id: 'listCategories',
  method: 'get',
  path: '/productsCategory',
  tag: 'Catalog',
  summary: 'The machine size categories',
  who: 'anyone',
  description: 'The size categories (20, 32, 40, …) the catalog is browsed by.',
  access: 'public',
  answer: z.array(categorySchema),
});
