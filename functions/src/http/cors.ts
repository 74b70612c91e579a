import type { NextFunction, Request, Response } from 'express';

/**
 * The browser reaches the API through the Hosting origin (same origin), so CORS only needs to
 * admit the local development servers (never in production) and any origin listed in
 * ALLOWED_ORIGINS.
 */
const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function allowed(origin: string): boolean {
  const listed = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const local = process.env.NODE_ENV !== 'production' || process.env.FUNCTIONS_EMULATOR === 'true';
  return listed.includes(origin) || (local && DEV_ORIGIN.test(origin));
}

export function cors(req: Request, res: Response, next: NextFunction) {
  const origin = req.headers.origin;
  if (origin && allowed(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, X-Firebase-AppCheck');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '3600');
  }
  if (req.method === 'OPTIONS') {
    res.status(origin && allowed(origin) ? 204 : 403).end();
    return;
  }
  next();
}
