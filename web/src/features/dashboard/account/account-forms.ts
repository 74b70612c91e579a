import { z } from 'zod';
import { passwordField } from '@/features/auth';

/**
 * Changing the password: the current one (Firebase asks for it before a change), and the new one
 * twice, held to sign-up's strength rule.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Type your current password.'),
    newPassword: passwordField({
      required: 'Type a new password.',
      tooShort: 'Use at least 8 characters.',
      weak: 'Use at least 8 characters with a small and a capital letter, a digit and one of #$@!%&*?, e.g. AA##11cc.',
    }),
    confirmPassword: z.string().min(1, 'Type the new password again.'),
  })
  .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords are not the same.' })
  .refine(({ currentPassword, newPassword }) => currentPassword !== newPassword, { path: ['newPassword'], message: 'Choose a password other than the current one.' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Whether what was typed to confirm a deletion is the account's address (as the person reads it: case and spaces aside). */
export const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/** Deleting the account: the password again (unless Google confirms), and the e-mail typed out. */
export const deletionSchema = (email: string, withPassword: boolean) =>
  z.object({
    password: withPassword ? z.string().min(1, 'Type your password to confirm.') : z.string(),
    email: z.string().refine((typed) => sameAddress(typed, email), 'Type your e-mail address exactly as shown.'),
  });
export type DeletionConfirmation = { password: string; email: string };
