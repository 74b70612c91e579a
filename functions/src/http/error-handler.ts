import type { NextFunction, Request, Response } from 'express';
import { FAILURE_STATUS, MarketError } from '../contract/errors.js';
import { sendEnvelope } from './envelope.js';
import { logFailure } from './log.js';

/**
 * gRPC codes the Firestore client reports when the database cannot be reached in time, or when
 * the connection drops mid-call (CANCELLED: the API never cancels a call itself, so it is the
 * database going away, and the write may or may not have been stored: "try again" is the answer).
 */
const UNREACHABLE_CODES = new Set([1, 4, 14]); // CANCELLED, DEADLINE_EXCEEDED, UNAVAILABLE

function describe(error: unknown): { status: number; message: string; data: unknown; reason: string } {
  if (error instanceof MarketError) return { status: FAILURE_STATUS[error.kind], message: error.message, data: error.data, reason: error.message };
  const e = error as { type?: string; status?: number; code?: unknown; message?: string };
  // Errors raised by express.json() before any route runs.
  if (e?.type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.', data: null, reason: e.type };
  if (e?.type === 'entity.too.large') return { status: 413, message: 'The request body is too large.', data: null, reason: e.type };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, message: 'The request could not be read.', data: null, reason: String(e.type ?? e.message) };
  }
  // Firebase Auth not reachable (network) is the same story as Firestore not reachable.
  const unreachableAuth = typeof e?.code === 'string' && /^(app\/network-|auth\/network-|app\/network-timeout)/.test(e.code);
  if ((typeof e?.code === 'number' && UNREACHABLE_CODES.has(e.code)) || unreachableAuth) {
    return { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.', data: null, reason: String(e.message) };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.', data: null, reason: String(e?.message ?? error) };
}

/** Maps every failure to a status and the envelope; never a stack or internal text to the client. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const { status, message, data, reason } = describe(error);
  logFailure({ status, method: req.method, path: req.path, reason, detail: status >= 500 ? (error as Error)?.stack : undefined });
  if (res.headersSent) return;
  if (error instanceof MarketError && error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  // The API asks an away database again once a second (store/deadline.ts): sooner is refused.
  else if (status === 503) res.setHeader('Retry-After', '1');
  sendEnvelope(res, status, message, data);
}
