import { Router } from 'express';
import { route } from '../http/route.js';
import { z } from 'zod';
import { categorySchema } from '../contract/index.js';
import { sizeCategories } from '../domain/categories.js';

export const categoriesRouter = Router();

categoriesRouter.get(
  '/productsCategory',
  route({ access: 'public', answer: z.array(categorySchema) }, async () => {
    const categories = await sizeCategories();
    return { message: `${categories.length} categories found.`, data: categories };
  }),
);
