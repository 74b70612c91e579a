import { Router } from 'express';
import { pageRequest } from '../contract/index.js';
import * as calls from '../contract/operations/favourites.js';
import { myFavourites, removeFavourite, saveFavourite, savedAmong } from '../domain/favourites.js';
import { deletion, serve } from '../http/serve.js';

export const favouritesRouter = Router();

serve(favouritesRouter, calls.saveFavourite, async ({ caller, params }) => {
  const { favourite, created } = await saveFavourite(caller, params.productId);
  return { status: created ? 201 : 200, message: `${favourite.productName} is in your favourites.`, data: favourite };
});

serve(favouritesRouter, calls.removeFavourite, deletion(removeFavourite));

serve(favouritesRouter, calls.listFavourites, async ({ caller, query }) => {
  const { items, next } = await myFavourites(caller, pageRequest(query));
  return { message: `${items.length} favourites.`, data: items, next };
});

serve(favouritesRouter, calls.savedAmong, async ({ caller, query }) => {
  const saved = await savedAmong(caller, query.productIds);
  return { message: `${saved.productIds.length} of these are in your favourites.`, data: saved };
});
