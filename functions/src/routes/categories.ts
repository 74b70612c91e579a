import { Router } from 'express';
import { listCategories } from '../contract/operations/catalog.js';
import { sizeCategories } from '../domain/categories.js';
import { serve } from '../http/serve.js';

export const categoriesRouter = Router();

serve(categoriesRouter, listCategories, async () => {
  const categories = await sizeCategories();
  return { message: `${categories.length} categories found.`, data: categories };
});
