import type { NextFunction, Request, Response } from 'express';
import { tooLarge } from '../contract/errors.js';

/**
 * Refuses a body over `maxBytes` with 413 wherever it was read. The Functions runtime (the
 * emulator and production alike) parses JSON bodies of up to 32 MB itself, before the app runs,
 * and leaves `rawBody`; `express.json({ limit })` then sees a parsed body and never applies its
 * limit. So the size is taken from `rawBody` when the runtime read it, else from Content-Length
 * (express.json still guards a body sent without one).
 */
export function bodyLimit(maxBytes: (req: Request) => number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const raw = (req as Request & { rawBody?: unknown }).rawBody;
    const declared = Number(req.headers['content-length'] ?? 0);
    const size = Buffer.isBuffer(raw) ? Math.max(raw.length, declared || 0) : declared;
    if (Number.isFinite(size) && size > maxBytes(req)) return next(tooLarge('The request body is too large.'));
    next();
  };
}
