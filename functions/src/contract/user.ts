import { z } from 'zod';
import { roleSchema } from './roles.js';

/** A user as the API returns it (the mirror of the account's claims in `users/{uid}`). */
export const userSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: roleSchema,
  sellerVerify: z.boolean(),
  adminVerify: z.boolean(),
  photoURL: z.string(),
  /** ISO date-time an admin gave the seller's blue tick; absent without the tick (or for a tick given before it was kept). */
  verifiedAt: z.string().optional(),
  /** The phone number buyers see on the seller's listings (digits), when the person gave one. */
  phone: z.string().optional(),
  /** Where the person is, in their words, when they said. */
  location: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /user/me: the caller's own record, and whether their e-mail address is proven. */
export const accountSchema = userSchema.extend({
  /** From the token: the person clicked the link Firebase sent to the address. */
  emailVerified: z.boolean(),
  /** When the account was made and last signed in (ISO), as Firebase Authentication keeps them. */
  joinedAt: z.string().optional(),
  lastSignInAt: z.string().optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /user/me/sign-out-everywhere: the moment every earlier session ended (ISO). */
export const sessionsEndedSchema = z.object({ endedAt: z.string() });
