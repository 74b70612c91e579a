import { z } from 'zod';
import { email, text } from './fields.js';
import { roleSchema } from './roles.js';

/** Roles a user may pick at sign-up; "" (Google login) means buyer. Never admin. */
export const signUpRoleSchema = z.enum(['', 'buyer', 'seller'], { error: 'role must be "buyer" or "seller"' });

/**
 * POST /user has two uses: `{ email }` looks a user up, `{ displayName, email, role }`
 * registers the caller after sign-up or Google login.
 */
export const userLookupSchema = z.strictObject({ email });
export const userRegistrationSchema = z.strictObject({
  email,
  displayName: z.string().trim().min(1, 'displayName is required').max(80, 'displayName must be at most 80 characters'),
  role: signUpRoleSchema.optional(),
  photoURL: z.url({ error: 'photoURL must be an address' }).max(1000).optional().or(z.literal('')),
});
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

export const userListTypeSchema = z.enum(['all', 'seller', 'admin'], { error: 'the list must be all, seller or admin' });
export const roleChangeSchema = z.strictObject({ role: roleSchema });
export const verifyChangeSchema = z.strictObject({ verified: z.boolean({ error: 'verified must be true or false' }) });
export const jwtQuerySchema = z.strictObject({ email: email.meta({ description: "The caller's own e-mail." }) });

/** GET /jwt: the access token itself. */
export const accessTokenSchema = z.string();

export const deleteResultSchema = z.object({ acknowledged: z.boolean(), message: z.string() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/**
 * PATCH /user/me: the person's own profile. The e-mail, role, ticks and dates are never theirs
 * to change here (400 naming the field). An empty phone or location clears it; the name a
 * seller's listings and a buyer's requests show follows the record.
 */
export const profilePatchSchema = z
  .strictObject({
    displayName: text('Name', 80),
    photoURL: z.url({ error: 'photoURL must be an address' }).max(1000).or(z.literal('')),
    phone: z
      .string({ error: 'Phone number must be text' })
      .trim()
      .refine((v) => v === '' || /^\d{6,15}$/.test(v), 'Phone number must be 6 to 15 digits'),
    location: z.string({ error: 'Location must be text' }).trim().max(200, 'Location must be at most 200 characters'),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
