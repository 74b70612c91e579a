import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendEnvelope } from './envelope.js';
import { logFailure } from './log.js';

/**
 * How many proxies in front of the function append to `X-Forwarded-For`. A 2nd-gen function
 * sits behind Google's front end, which appends the address it saw, so the client's address is
 * the last entry and anything a client wrote itself is to the left of it and never used.
 * TRUSTED_PROXY_HOPS raises it if another proxy of ours is put in front (see the README).
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
