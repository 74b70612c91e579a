import { Router } from 'express';
import { route } from '../http/route.js';
import { categoriesStore } from '../store/categories.js';

export const categoriesRouter = Router();

categoriesRouter.get(
  '/productsCategory',
  route({ access: 'public' }, async () => {
    const categories = await categoriesStore.list();
    return { message: `${categories.length} categories found.`, data: categories };
  }),
);
