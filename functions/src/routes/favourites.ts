import { Router } from 'express';
import { z } from 'zod';
import { documentId, favouriteSchema, pageQuerySchema, pageRequest, savedMachinesQuerySchema, savedMachinesSchema } from '../contract/index.js';
import { myFavourites, removeFavourite, saveFavourite, savedAmong } from '../domain/favourites.js';
import { deletion } from '../http/deletion.js';
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

favouritesRouter.delete('/favourites/:productId', deletion('productId', removeFavourite));

favouritesRouter.get(
  '/favourites',
  route({ access: 'signed-in', query: pageQuerySchema, answer: z.array(favouriteSchema) }, async ({ caller, query }) => {
    const { items, next } = await myFavourites(caller, pageRequest(query));
    return { message: `${items.length} favourites.`, data: items, next };
  }),
);

favouritesRouter.get(
  '/favourites/saved',
  route({ access: 'signed-in', query: savedMachinesQuerySchema, answer: savedMachinesSchema }, async ({ caller, query }) => {
    const saved = await savedAmong(caller, query.productIds);
    return { message: `${saved.productIds.length} of these are in your favourites.`, data: saved };
  }),
);
