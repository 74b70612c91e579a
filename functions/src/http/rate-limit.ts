import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { tooMany } from '../contract/errors.js';
import { sendEnvelope } from './envelope.js';
import { logFailure } from './log.js';

/**
 * How many proxies in front of the function append to `X-Forwarded-For`. A 2nd-gen function
 * sits behind Google's front end, which appends the address it saw, so the client's address is
 * the last entry and anything a client wrote itself is to the left of it and never used.
 * TRUSTED_PROXY_HOPS raises it if another proxy of ours is put in front (see docs/security.md).
 */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 1;
}

/**
 * A fixed-window request limit per client address, for the routes a flood would hurt (sign-up
 * registration and bookings). It counts per function instance: a brake on floods, not a quota.
 * express-rate-limit's memory store forgets every key at the end of each window, so its table
 * holds at most the addresses of one window; IPv6 addresses count per /56 network, so a client
 * cannot dodge the brake by hopping addresses within its own allocation.
 */
export function floodBrake({ max, windowMs = 60_000 }: { max: number; windowMs?: number }): RequestHandler {
  // express-rate-limit (with its IPv6 address library) loads with the first request the brake
  // sees, not with the app: reading the catalog never needs it. The brake is still made once.
  let brake: Promise<RequestHandler> | undefined;
  const make = async (): Promise<RequestHandler> => {
    const { ipKeyGenerator, rateLimit } = await import('express-rate-limit');
    return rateLimit({
      windowMs,
      limit: max,
      standardHeaders: false,
      legacyHeaders: false,
      // It warns when made inside a request handler (a new brake per request would count
      // nothing); this one is made once, on the first request, and kept.
      validate: { creationStack: false },
      keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
      handler: (req, res) => {
        const resetAt = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
        const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        logFailure({ status: 429, method: req.method, path: req.path, reason: 'rate limited' });
        sendEnvelope(res, 429, `Too many requests. Please wait ${retryAfter} s and try again.`, null);
      },
    });
  };
  return (req: Request, res: Response, next: NextFunction) => {
    (brake ??= make()).then(
      (ready) => ready(req, res, next),
      (error: unknown) => {
        brake = undefined;
        next(error);
      },
    );
  };
}

/** The limit of the per-account brake on writes: ACCOUNT_WRITES_PER_MINUTE, 120 unless set. */
export function accountWritesPerMinute(): number {
  const limit = Number(process.env.ACCOUNT_WRITES_PER_MINUTE ?? 120);
  return Number.isInteger(limit) && limit > 0 ? limit : 120;
}

type Braked = Request & { brakeAccount?: string; rateLimit?: { resetTime?: Date } };

/**
 * A fixed-window limit of writes per signed-in account, beside the per-address brake: one
 * account, from however many addresses, cannot edit, save, change statuses or notify faster than
 * a person would. Like the per-address brake it counts per function instance (a brake on
 * scripts, not a quota). Resolves when the call may go on; rejects with a 429 (Retry-After)
 * when the account is over its limit.
 */
export function accountBrake({ max, windowMs = 60_000 }: { max: () => number; windowMs?: number }) {
  let brake: Promise<RequestHandler> | undefined;
  const make = async (): Promise<RequestHandler> => {
    const { rateLimit } = await import('express-rate-limit');
    return rateLimit({
      windowMs,
      limit: max(),
      standardHeaders: false,
      legacyHeaders: false,
      validate: { creationStack: false },
      keyGenerator: (req: Request) => `account:${(req as Braked).brakeAccount}`,
      handler: (req, _res, next) => {
        const resetAt = (req as Braked).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
        logFailure({ status: 429, method: req.method, path: req.path, reason: 'account rate limited' });
        next(tooMany(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      },
    });
  };
  return (req: Request, res: Response, uid: string): Promise<void> =>
    new Promise((resolve, reject) => {
      (req as Braked).brakeAccount = uid;
      (brake ??= make()).then(
        (ready) => ready(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
        (error: unknown) => {
          brake = undefined;
          reject(error);
        },
      );
    });
}
