import { z } from 'zod';
import { documentId } from '../fields.js';
import { savedSearchInputSchema, savedSearchSchema } from '../search.js';
import { deleteResultSchema } from '../user-input.js';
import { operation } from './operation.js';

export const saveSearch = operation({
  id: 'saveSearch',
  method: 'post',
  path: '/saved-searches',
  tag: 'Saved searches',
  summary: 'Save a search',
  who: 'signed-in, own',
  description: 'Saves a search (the catalog\'s filters, the same rules; 20 at most). A new listing that matches tells the owner in their notifications, once per listing, never for their own listing.',
  access: 'signed-in',
  body: savedSearchInputSchema,
  answer: savedSearchSchema,
  statuses: [201],
  errors: [409],
});

export const listSavedSearches = operation({
  id: 'listSavedSearches',
  method: 'get',
  path: '/saved-searches',
  tag: 'Saved searches',
  summary: "The caller's saved searches",
  who: 'signed-in, own',
  access: 'signed-in',
  answer: z.array(savedSearchSchema),
});

export const deleteSavedSearch = operation({
  id: 'deleteSavedSearch',
  method: 'delete',
  path: '/saved-searches/{id}',
  tag: 'Saved searches',
  summary: 'Delete a saved search',
  who: 'signed-in, own',
  access: 'signed-in',
  params: z.strictObject({ id: documentId }),
  answer: deleteResultSchema,
  errors: [404],
});
