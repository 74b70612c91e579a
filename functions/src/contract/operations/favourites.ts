import { z } from 'zod';
import { favouriteSchema, savedMachinesQuerySchema, savedMachinesSchema } from '../favourite.js';
import { documentId } from '../fields.js';
import { pageQuerySchema } from '../lists.js';
import { deleteResultSchema } from '../user-input.js';
import { operation } from './operation.js';

const productParams = z.strictObject({ productId: documentId });

export const saveFavourite = operation({
  id: 'saveFavourite',
  method: 'put',
  path: '/favourites/{productId}',
  tag: 'Favourites',
  summary: 'Save a machine to the favourites',
  who: 'signed-in, own',
  description: 'Idempotent: 201 the first time, 200 after. A price drop, a sale or a withdrawal of the machine tells everyone who saved it.',
  access: 'signed-in',
  params: productParams,
  answer: favouriteSchema,
  statuses: [200, 201],
  errors: [404],
});

export const removeFavourite = operation({
  id: 'removeFavourite',
  method: 'delete',
  path: '/favourites/{productId}',
  tag: 'Favourites',
  summary: 'Remove a machine from the favourites',
  who: 'signed-in, own',
  access: 'signed-in',
  params: productParams,
  answer: deleteResultSchema,
  errors: [404],
});

export const listFavourites = operation({
  id: 'listFavourites',
  method: 'get',
  path: '/favourites',
  tag: 'Favourites',
  summary: "The caller's favourites",
  who: 'signed-in, own',
  description: 'Each with the machine\'s summary, `savedPrice`, the current `resalePrice`, `priceDropped`, `sold` and `withdrawn`; no seller contact.',
  access: 'signed-in',
  query: pageQuerySchema,
  answer: z.array(favouriteSchema),
  page: ['next'],
});

export const savedAmong = operation({
  id: 'savedAmong',
  method: 'get',
  path: '/favourites/saved',
  tag: 'Favourites',
  summary: 'Which of these machines the caller saved',
  who: 'signed-in, own',
  description: '`productIds`: 1–50 ids separated by commas (a page of cards), so every heart of a page shows its state from one call.',
  access: 'signed-in',
  query: savedMachinesQuerySchema,
  answer: savedMachinesSchema,
});
