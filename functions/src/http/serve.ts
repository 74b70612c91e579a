import type { Router } from 'express';
import { expressPath, type Operation } from '../contract/operations/operation.js';
import type { Caller, ConfirmFreshSignIn } from '../domain/caller.js';
import type { DeleteResult } from '../contract/index.js';
import { route, type Handler, type Before, type Schemas } from './route.js';

/**
 * Serves a call of the contract on its router: the method, path, access and schemas all come
 * from the operation, which is also what the OpenAPI document describes.
 */
export function serve<O extends Operation & Schemas, B = undefined>(router: Router, op: O, handler: Handler<O, B>, before?: Before<O, B>): void {
  router[op.method](expressPath(op.path), route({ ...op, before } as O & { before?: Before<O, B> }, handler));
}

/**
 * The handler of a DELETE of one thing by the one id in its path: the answer is the delete
 * result, whose message says what went.
 */
export function deletion(remove: (caller: Caller, id: string, confirmFresh: ConfirmFreshSignIn) => Promise<DeleteResult>) {
  return async ({ caller, params, confirmFreshSignIn }: { caller: Caller; params: Record<string, string>; confirmFreshSignIn: ConfirmFreshSignIn }) => {
    const [id = ''] = Object.values(params);
    const result = await remove(caller, id, confirmFreshSignIn);
    return { message: result.message, data: result };
  };
}
