import { z } from 'zod';

/** What the contact form asks for; the messages are the ones shown under the fields. */
export const contactMessageSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name.'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address.')),
  message: z.string().trim().min(10, 'Please write at least 10 characters.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
