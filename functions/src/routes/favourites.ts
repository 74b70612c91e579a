import { Router } from 'express';
import { z } from 'zod';
import { deleteResultSchema, documentId, favouriteSchema, pageQuerySchema, pageRequest } from '../contract/index.js';
import { myFavourites, removeFavourite, saveFavourite } from '../domain/favourites.js';
import { route } from '../http/route.js';

export const favouritesRouter = Router();

const productParams = z.strictObject({ productId: documentId });

favouritesRouter.put(
  '/favourites/:productId',
  route({ access: 'signed-in', params: productParams, answer: favouriteSchema }, async ({ caller, params }) => {
    const { favourite, created } = await saveFavourite(caller, params.productId);
    return { status: created ? 201 : 200, message: `${favourite.productName} is in your favourites.`, data: favourite };
  }),
);

favouritesRouter.delete(
  '/favourites/:productId',
  route({ access: 'signed-in', params: productParams, answer: deleteResultSchema }, async ({ caller, params }) => {
    const result = await removeFavourite(caller, params.productId);
    return { message: result.message, data: result };
  }),
);

favouritesRouter.get(
  '/favourites',
  route({ access: 'signed-in', query: pageQuerySchema, answer: z.array(favouriteSchema) }, async ({ caller, query }) => {
    const { items, next } = await myFavourites(caller, pageRequest(query));
    return { message: `${items.length} favourites.`, data: items, next };
  }),
);
