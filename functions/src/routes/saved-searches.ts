import { Router } from 'express';
import * as calls from '../contract/operations/saved-searches.js';
import { deleteSavedSearch, mySavedSearches, saveSearch } from '../domain/saved-searches.js';
import { deletion, serve } from '../http/serve.js';

export const savedSearchesRouter = Router();

serve(savedSearchesRouter, calls.saveSearch, async ({ caller, body }) => {
  const saved = await saveSearch(caller, body);
  return { status: 201, message: `Saved: ${saved.name}. New machines that match will be in your notifications.`, data: saved };
});

serve(savedSearchesRouter, calls.listSavedSearches, async ({ caller }) => {
  const searches = await mySavedSearches(caller);
  return { message: `${searches.length} saved searches.`, data: searches };
});

serve(savedSearchesRouter, calls.deleteSavedSearch, deletion(deleteSavedSearch));
