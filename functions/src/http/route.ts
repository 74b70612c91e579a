import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { unauthorized } from '../contract/errors.js';
import type { Access } from '../contract/operations/operation.js';
import type { Caller, ConfirmFreshSignIn } from '../domain/caller.js';
import type { Profile } from '../domain/session.js';
import { sendDocument, sendEnvelope, type Reply } from './envelope.js';
import { accountBrake, accountWritesPerMinute } from './rate-limit.js';
import { validate } from './validate.js';

export type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Parsed<S, K extends keyof Schemas> = S extends Record<K, infer T extends z.ZodType> ? z.infer<T> : undefined;

/** What a route reads and answers: its schemas, who may call it, the schema of its answer's `data`. */
type Spec = Schemas & { access: Access; answer: z.ZodType; raw?: { contentType: string } };

type Context<S extends Spec> = {
  caller: S['access'] extends 'public' ? null : Caller;
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
  req: Request;
  /** For a brake of the call's own (http/rate-limit.ts), which answers through it. */
  res: Response;
  /** Proves the caller signed in with a Firebase ID token Auth has not revoked (see `signed-in-fresh`). */
  confirmFreshSignIn: ConfirmFreshSignIn;
};

/**
 * Token checks (firebase-admin/auth, the role schema) load with the first signed-in request,
 * so public pages of a cold instance do not wait for them.
 */
let authentication: Promise<typeof import('./authenticate.js')> | undefined;
const authenticate = async (req: Request, idTokenOnly: boolean) => (await (authentication ??= import('./authenticate.js'))).authenticate(req, idTokenOnly);

export type Handler<S extends Spec, B> = (ctx: Context<S> & { before: B }) => Promise<Reply<z.infer<S['answer']>>>;
export type Before<S extends Spec, B> = (ctx: Context<S>) => Promise<B>;

/** Reads change nothing, so their session check runs beside them; their answer waits for it. */
const READS = new Set(['GET', 'HEAD']);

/** Every write of a signed-in account counts against its per-minute limit (http/rate-limit.ts). */
const brakeWrites = accountBrake({ max: accountWritesPerMinute });

/**
 * The one HTTP wrapper: authenticate, validate, run the marketplace's rule, answer the
 * envelope. Every route names its `answer`: the contract schema of the envelope's `data`, which
 * types what the handler may answer (the web client reads answers with the same schema).
 * Failures go to the app's error handler, which maps them to a status.
 *
 * A write may name `before`: reads its rule needs (the machine a booking is for), started
 * beside the session check instead of after it. They only read; the handler, and so every
 * write, runs once the session is known to stand, with what they read as `before`. When the
 * session has ended the caller is told so, whatever the reads found.
 */
export function route<S extends Spec, B = undefined>(spec: S & { before?: Before<S, B> }, handler: Handler<S, B>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const signedIn = spec.access === 'public' ? null : await authenticate(req, spec.access === 'signed-in-fresh');
      if (signedIn && !READS.has(req.method)) await brakeWrites(req, res, signedIn.caller.uid);
      const confirmFreshSignIn = async () => {
        if (!signedIn) throw unauthorized();
        if (spec.access === 'signed-in-fresh') return;
        const fresh = await authenticate(req, true);
        if (fresh.caller.uid !== signedIn.caller.uid) throw unauthorized();
      };
      const ctx = {
        caller: signedIn?.caller ?? null,
        body: spec.body ? validate(spec.body, req.body, 'body') : undefined,
        query: spec.query ? validate(spec.query, req.query, 'query') : undefined,
        params: spec.params ? validate(spec.params, req.params, 'path') : undefined,
        req,
        res,
        confirmFreshSignIn,
      } as Context<S>;
      const reading = spec.before?.(ctx);
      const run = async (caller = ctx.caller) => handler({ ...ctx, caller, before: (await reading) as B });
      let reply: Reply<z.infer<S['answer']>>;
      if (!signedIn) reply = await run();
      else if (READS.has(req.method)) reply = await settled(signedIn.confirmSession(), run());
      else {
        // A write happens only once the session is known to stand, with the name and phone the
        // record gives now: what it writes for others to see is never a token's stale copy.
        const confirming = signedIn.confirmSession();
        await settled(confirming, reading);
        reply = await run(asRecorded(signedIn.caller, await confirming) as Context<S>['caller']);
      }
      if (spec.raw) sendDocument(res, reply.status ?? 200, reply.data, reply.headers);
      else sendEnvelope(res, reply.status ?? 200, reply.message, reply.data, { next: reply.next, total: reply.total, totalCapped: reply.totalCapped, unread: reply.unread });
    } catch (error) {
      next(error);
    }
  };
}

/** The caller with the record's name and phone, where the account has a record. */
function asRecorded(caller: Caller, profile: Profile | null): Caller {
  if (!profile) return caller;
  return { ...caller, name: profile.displayName || caller.name, ...(profile.phone ? { phone: profile.phone } : {}) };
}

/** Waits for the session check and the work beside it; an ended session is the answer, whatever the work did. */
async function settled<T>(session: Promise<unknown>, work: Promise<T> | undefined): Promise<T> {
  const [check, done] = await Promise.allSettled([session, work]);
  if (check.status === 'rejected') throw check.reason;
  if (done.status === 'rejected') throw done.reason;
  return done.value as T;
}
