import { z } from 'zod';

/**
 * What a user is told about, each naming the machine: a request received (the seller), a
 * request accepted, declined, cancelled or withdrawn (the other side), a new listing that
 * matches one of their saved searches, a favourite whose price dropped, that sold or that left
 * the marketplace, new messages in a conversation (one notice until it is read), and what the
 * admins decided about something they reported.
 */
export const notificationKindSchema = z.enum([
  'request-received',
  'request-accepted',
  'request-declined',
  'request-cancelled',
  'request-withdrawn',
  'saved-search-match',
  'favourite-price-drop',
  'favourite-sold',
  'favourite-withdrawn',
  'message-received',
  'report-decided',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  /** The machine it is about, and its name at the time. */
  productId: z.string(),
  productName: z.string(),
  /** The booking it is about ('' when it is about no booking). */
  bookingId: z.string(),
  /** One sentence to show. */
  message: z.string(),
  /** Where in the web app it leads: the machine, or the right dashboard tab. */
  link: z.string(),
  read: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** PUT /notifications/read and /notifications/{id}/read: how many were marked. */
export const notificationsReadSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
