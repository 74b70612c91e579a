/**
 * The marketplace's failures, by kind, with a message that is safe to show to the caller. The
 * rules (domain), the data layer (store) and the HTTP wrapper raise them; only the HTTP layer
 * knows statuses, and maps each kind with `FAILURE_STATUS`.
 */
export type FailureKind = 'bad-input' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'unsupported-type' | 'too-many' | 'unavailable';

export const FAILURE_STATUS: Record<FailureKind, number> = {
  'bad-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many': 429,
  unavailable: 503,
};

export class MarketError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly data: unknown = null,
    /** Seconds after which a refused call may be tried again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'MarketError';
  }
}

export const badRequest = (message: string) => new MarketError('bad-input', message);
export const unauthorized = (message = 'Please sign in: a valid ID token is required.') => new MarketError('unauthenticated', message);
export const forbidden = (message: string) => new MarketError('forbidden', message);
export const notFound = (message: string) => new MarketError('not-found', message);
/** A conflict may carry the thing as it now stands (a booking another tab changed first). */
export const conflict = (message: string, current: unknown = null) => new MarketError('conflict', message, current);
export const tooLarge = (message: string) => new MarketError('too-large', message);
export const unsupportedType = (message: string) => new MarketError('unsupported-type', message);
/** Too many calls: `retryAfterSeconds` is also the answer's Retry-After header. */
export const tooMany = (retryAfterSeconds: number) =>
  new MarketError('too-many', `Too many requests. Please wait ${retryAfterSeconds} s and try again.`, null, retryAfterSeconds);
export const unavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') => new MarketError('unavailable', message);
