import { z } from 'zod';

/** "is required" when absent, "must be text" when of another type. */
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

/** Trimmed text between `min` and `max` characters, with a message that names the bound. */
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** A phone number as digits only, 6 to 15 of them (E.164 allows 15). */
export const phoneDigits = (label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .regex(/^\d{6,15}$/, `${label} must be 6 to 15 digits`);

export const email = z
  .string({ error: textError('email') })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email('email must be a valid e-mail address'));

/**
 * Document ids as Firestore makes them (and as the seed writes them): letters, digits, _ and -;
 * never `__...__`, which Firestore reserves, nor a name like `toString` that the Node emulator
 * mistakes for a property of its own maps (no real id looks like one).
 */
export const documentId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'not a valid id')
  .refine((id) => !/^__.*__$/.test(id) && !(id in Object.prototype), 'not a valid id');

/**
 * A client's name for one submission (a UUID, say), sent as the `Idempotency-Key` header and
 * sent again with any retry of that submission, so a retry after a lost answer stores nothing twice.
 */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, _ or -');
