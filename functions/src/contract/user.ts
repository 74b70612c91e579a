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
});
export type User = z.infer<typeof userSchema>;
