import { z } from 'zod';
import { passwordField } from './password-rule';

/** What the picture input holds: the browser's FileList, or nothing yet. */
type PictureInput = FileList | File[] | null | undefined;

export const NOT_AN_IMAGE = 'Only image files can be used as a profile picture.';

const picture = z.custom<PictureInput>().transform((files, ctx) => {
  const file = files?.[0];
  if (!file) {
    ctx.addIssue({ code: 'custom', message: 'Image if required' });
    return z.NEVER;
  }
  if (!file.type.startsWith('image/')) {
    ctx.addIssue({ code: 'custom', message: NOT_AN_IMAGE });
    return z.NEVER;
  }
  return file;
});

// The messages are the spec's, word for word, the trailing space of the strength message included.
export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Pls Input Full Name.').max(80, 'Full name must be at most 80 characters.'),
  image: picture,
  email: z.string().trim().min(1, 'Email is required.'),
  password: passwordField({ required: 'Password is required.', tooShort: 'minimum length is 6 character.', weak: 'Password Must Be Strong: AA##11cc ' }),
  role: z.enum(['buyer', 'seller']),
});

export type SignUpFormInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
