import type { NextFunction, Request, Response } from 'express';
import { sendEnvelope } from './envelope.js';
import { logFailure } from './log.js';

/**
 * A fixed-window request limit per client address, for the routes a flood would hurt (sign-up
 * registration and bookings). It counts per function instance: a brake on floods, not a quota.
 */
export function rateLimit({ max, windowMs = 60_000 }: { max: number; windowMs?: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (req: Request, res: Response, next: NextFunction) => {
    const now = Date.now();
    if (windows.size > 10_000) for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    const key = req.ip ?? 'unknown';
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= max) return next();
    const retryAfter = Math.ceil((window.resetAt - now) / 1000);
    res.setHeader('Retry-After', String(retryAfter));
    logFailure({ status: 429, method: req.method, path: req.path, reason: 'rate limited' });
    sendEnvelope(res, 429, `Too many requests. Please wait ${retryAfter} s and try again.`, null);
  };
}
