import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Caller } from '../domain/caller.js';
import { sendEnvelope, type Reply } from './envelope.js';
import { validate } from './validate.js';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Parsed<S, K extends keyof Schemas> = S extends Record<K, infer T extends z.ZodType> ? z.infer<T> : undefined;

type Context<S extends Schemas, A extends Access> = {
  caller: A extends 'public' ? null : Caller;
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
  req: Request;
};

/**
 * Token checks (firebase-admin/auth, the role schema) load with the first signed-in request,
 * so public pages of a cold instance do not wait for them.
 */
let authentication: Promise<typeof import('./authenticate.js')> | undefined;
const authenticate = async (req: Request, idTokenOnly: boolean) => (await (authentication ??= import('./authenticate.js'))).authenticate(req, idTokenOnly);

/**
 * `public`: anyone. `signed-in`: a verified token whose session still stands (not ended, the
 * account not deleted, its role and ticks as recorded). `signed-in-fresh`: also a Firebase ID
 * token only (never an access token), checked with Auth for revocation: admin actions and GET /jwt.
 */
type Access = 'public' | 'signed-in' | 'signed-in-fresh';

/** Reads change nothing, so their session check runs beside them; their answer waits for it. */
const READS = new Set(['GET', 'HEAD']);

/**
 * The one HTTP wrapper: authenticate, validate, run the marketplace's rule, answer the
 * envelope. Every route names its `answer`: the contract schema of the envelope's `data`, which
 * types what the handler may answer (the web client reads answers with the same schema).
 * Failures go to the app's error handler, which maps them to a status.
 */
export function route<S extends Schemas, A extends Access, D extends z.ZodType>(
  spec: S & { access: A; answer: D },
  handler: (ctx: Context<S, A>) => Promise<Reply<z.infer<D>>>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const signedIn = spec.access === 'public' ? null : await authenticate(req, spec.access === 'signed-in-fresh');
      const ctx = {
        caller: signedIn?.caller ?? null,
        body: spec.body ? validate(spec.body, req.body, 'body') : undefined,
        query: spec.query ? validate(spec.query, req.query, 'query') : undefined,
        params: spec.params ? validate(spec.params, req.params, 'path') : undefined,
        req,
      } as Context<S, A>;
      let reply: Reply<z.infer<D>>;
      if (!signedIn) reply = await handler(ctx);
      else if (READS.has(req.method)) {
        const [session, answer] = await Promise.allSettled([signedIn.confirmSession(), handler(ctx)]);
        if (session.status === 'rejected') throw session.reason;
        if (answer.status === 'rejected') throw answer.reason;
        reply = answer.value;
      } else {
        // A write happens only once the session is known to stand.
        await signedIn.confirmSession();
        reply = await handler(ctx);
      }
      sendEnvelope(res, reply.status ?? 200, reply.message, reply.data, { next: reply.next, total: reply.total, unread: reply.unread });
    } catch (error) {
      next(error);
    }
  };
}
