import { Router } from 'express';
import { route } from '../http/route.js';
import { z } from 'zod';
// The contract's one schema this route names, not the whole contract: the home page's first
// call on a cold instance builds no other schema.
import { categorySchema } from '../contract/category.js';
import { sizeCategories } from '../domain/categories.js';

export const categoriesRouter = Router();

categoriesRouter.get(
  '/productsCategory',
  route({ access: 'public', answer: z.array(categorySchema) }, async () => {
    const categories = await sizeCategories();
    return { message: `${categories.length} categories found.`, data: categories };
  }),
);
