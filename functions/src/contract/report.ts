import { z } from 'zod';
import { documentId } from './fields.js';
import { pageQuerySchema } from './lists.js';

/** What can be reported: a listing (a machine for sale) or one message of a conversation. */
export const reportKindSchema = z.enum(['listing', 'message'], { error: 'kind must be listing or message' });
export type ReportKind = z.infer<typeof reportKindSchema>;

/** Why: the marketplace's rules a listing or a message can break. */
export const reportReasonSchema = z.enum(['misleading', 'prohibited', 'spam', 'abusive', 'other'], {
  error: 'reason must be one of misleading, prohibited, spam, abusive, other',
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** The reasons in the words the web app shows. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  misleading: 'Misleading or wrong details',
  prohibited: 'Prohibited or stolen goods',
  spam: 'Spam or a scam',
  abusive: 'Abusive or offensive',
  other: 'Something else',
};

/** A reporter's own words, up to this many characters. */
export const MAX_REPORT_NOTE_LENGTH = 500;

/** POST /reports. */
export const reportInputSchema = z.strictObject({
  kind: reportKindSchema,
  id: documentId,
  reason: reportReasonSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(MAX_REPORT_NOTE_LENGTH, `A note has at most ${MAX_REPORT_NOTE_LENGTH} characters`)
    .optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Where a report stands: waiting for an admin, or decided. */
export const reportStatusSchema = z.enum(['open', 'dismissed', 'upheld'], { error: 'status must be open, dismissed or upheld' });
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** What upholding a report does to what was reported. */
export const reportActionSchema = z.enum(['remove-listing', 'remove-message'], { error: 'action must be remove-listing or remove-message' });
export type ReportAction = z.infer<typeof reportActionSchema>;

/** The action that upholds a report of each kind. */
export const UPHOLDING_ACTION: Record<ReportKind, ReportAction> = { listing: 'remove-listing', message: 'remove-message' };

/** PUT /reports/{id}: an admin dismisses the report, or upholds it and removes what was reported. */
export const reportDecisionSchema = z.discriminatedUnion(
  'status',
  [z.strictObject({ status: z.literal('dismissed') }), z.strictObject({ status: z.literal('upheld'), action: reportActionSchema })],
  { error: 'status must be dismissed or upheld' },
);
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

/** The answer to a reporter: their report is with the admins. */
export const reportReceiptSchema = z.object({
  /** The report of the listing or message, which every reporter of it joins until an admin decides. */
  _id: z.string(),
  kind: reportKindSchema,
  targetId: z.string(),
  reason: reportReasonSchema,
  status: reportStatusSchema,
  /** ISO date-time. */
  reportedAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** What was reported, as it was when first reported (it may have changed or gone since). */
export const reportTargetSchema = z.object({
  id: z.string(),
  /** The listing's name, or the first words of the message. */
  label: z.string(),
  /** The machine: the listing itself, or the one the conversation is about. */
  productId: z.string(),
  productName: z.string(),
  picture: z.string(),
  /** The seller of the listing, or the message's author ("deleted account" once they left). */
  ownerName: z.string(),
  /** The message's whole text ('' for a listing, or once its author left). */
  text: z.string(),
});

/** One item of the moderation queue: a listing or message, and everyone who reported it. */
export const reportSchema = z.object({
  _id: z.string(),
  kind: reportKindSchema,
  target: reportTargetSchema,
  status: reportStatusSchema,
  /** How many people reported it (since the last decision). */
  reporterCount: z.number().int(),
  /** How many reporters gave each reason. */
  reasons: z.object({ misleading: z.number().int(), prohibited: z.number().int(), spam: z.number().int(), abusive: z.number().int(), other: z.number().int() }),
  /** The latest reporters' notes, newest first (at most 3). */
  notes: z.array(z.object({ reason: reportReasonSchema, note: z.string(), at: z.string() })),
  /** ISO date-times: the first and the latest report. */
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** The decision, once made. */
  decision: z.object({ status: z.enum(['dismissed', 'upheld']), action: reportActionSchema.nullable(), byName: z.string(), at: z.string() }).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** At most this many reporters' notes are kept on a report. */
export const KEPT_REPORT_NOTES = 3;

/** `GET /reports?status=`: the queue (open, by default) or the decided ones, newest first. */
export const reportsQuerySchema = pageQuerySchema.extend({
  status: reportStatusSchema.meta({ description: 'Which reports: open (the default), dismissed or upheld.' }).optional(),
});

export const reportParamsSchema = z.strictObject({ id: documentId });
