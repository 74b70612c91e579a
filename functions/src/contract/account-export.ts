import { z } from 'zod';
import { auditEntrySchema } from './audit.js';
import { bookingSchema } from './booking.js';
import { favouriteSchema } from './favourite.js';
import { notificationSchema } from './notification.js';
import { reportKindSchema, reportReasonSchema } from './report.js';
import { productSchema } from './product.js';
import { savedSearchSchema } from './search.js';
import { accountSchema } from './user.js';

/**
 * GET /user/me/export: everything the marketplace keeps about the caller, as one JSON document
 * they can keep (a right privacy law gives them). Their own listings come whole, with their price
 * history; bookings both ways; the messages they wrote and what they reported; and what admins
 * did to their account.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: accountSchema,
  listings: z.array(productSchema),
  bookingsMade: z.array(bookingSchema),
  bookingsReceived: z.array(bookingSchema),
  favourites: z.array(favouriteSchema),
  savedSearches: z.array(savedSearchSchema),
  notifications: z.array(notificationSchema),
  auditEntries: z.array(auditEntrySchema),
  /** The messages they wrote, newest first. */
  messagesSent: z.array(z.object({ _id: z.string(), conversationId: z.string(), text: z.string(), createdAt: z.string() })),
  /** What they reported, newest first. */
  reportsMade: z.array(z.object({ _id: z.string(), kind: reportKindSchema, targetId: z.string(), reason: reportReasonSchema, note: z.string(), createdAt: z.string() })),
  /** The sections cut at EXPORT_SECTION_LIMIT items (none for almost everyone). */
  truncated: z.array(z.string()).optional(),
});

/** Each section of an export holds at most this many items, read 500 at a time. */
export const EXPORT_SECTION_LIMIT = 20_000;
export type AccountExport = z.infer<typeof accountExportSchema>;
