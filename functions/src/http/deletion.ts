import type { RequestHandler } from 'express';
import { z } from 'zod';
import { deleteResultSchema, documentId, type DeleteResult } from '../contract/index.js';
import type { Caller, ConfirmFreshSignIn } from '../domain/caller.js';
import { route } from './route.js';

/**
 * A DELETE of one thing by the id in its path (`:id` or the name given): the caller must be
 * signed in (with a fresh ID token for `signed-in-fresh`), and the answer is the delete result
 * whose message says what went.
 */
export function deletion(
  param: string,
  remove: (caller: Caller, id: string, confirmFresh: ConfirmFreshSignIn) => Promise<DeleteResult>,
  access: 'signed-in' | 'signed-in-fresh' = 'signed-in',
): RequestHandler {
  return route({ access, params: z.strictObject({ [param]: documentId }), answer: deleteResultSchema }, async ({ caller, params, confirmFreshSignIn }) => {
    const result = await remove(caller, (params as Record<string, string>)[param]!, confirmFreshSignIn);
    return { message: result.message, data: result };
  });
}
