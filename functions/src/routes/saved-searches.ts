import { Router } from 'express';
import { z } from 'zod';
import { savedSearchInputSchema, savedSearchSchema } from '../contract/index.js';
import { deleteSavedSearch, mySavedSearches, saveSearch } from '../domain/saved-searches.js';
import { deletion } from '../http/deletion.js';
import { route } from '../http/route.js';

export const savedSearchesRouter = Router();

savedSearchesRouter.post(
  '/saved-searches',
  route({ access: 'signed-in', body: savedSearchInputSchema, answer: savedSearchSchema }, async ({ caller, body }) => {
    const saved = await saveSearch(caller, body);
    return { status: 201, message: `Saved: ${saved.name}. New machines that match will be in your notifications.`, data: saved };
  }),
);

savedSearchesRouter.get(
  '/saved-searches',
  route({ access: 'signed-in', answer: z.array(savedSearchSchema) }, async ({ caller }) => {
    const searches = await mySavedSearches(caller);
    return { message: `${searches.length} saved searches.`, data: searches };
  }),
);

savedSearchesRouter.delete('/saved-searches/:id', deletion('id', deleteSavedSearch));
