import { z } from 'zod';
import { passwordField } from './password-rule';

// The messages are the spec's, word for word (the minimum is 6 although its message says 8).
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'email is required'),
  password: passwordField({
    required: 'password is required',
    tooShort: 'minimum length is 8 character',
    weak: 'Password must 2 Capital 2 Spacial character 2 number and 2 small : example: AA$#11aa',
  }),
});

export type SignInValues = z.infer<typeof signInSchema>;
