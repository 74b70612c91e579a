import { z } from 'zod';
import { pageQuerySchema } from './lists.js';

/** What admins (and the owner, from the command line) do to other people's accounts, listings and messages. */
export const auditActionSchema = z.enum(['delete-user', 'change-role', 'change-verify', 'grant-admin', 'advertise-listing', 'edit-listing', 'delete-listing', 'dismiss-report', 'uphold-report'], {
  error: 'action must be one of delete-user, change-role, change-verify, grant-admin, advertise-listing, edit-listing, delete-listing, dismiss-report, uphold-report',
});
export type AuditAction = z.infer<typeof auditActionSchema>;

const recorded = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

/** One entry of the admin trail: who did what to whom, and what it was before and after. Never edited. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO date-time. */
  at: z.string(),
  actor: z.object({ uid: z.string(), email: z.string(), name: z.string() }),
  action: auditActionSchema,
  target: z.object({ kind: z.enum(['user', 'product', 'message']), id: z.string(), label: z.string() }),
  before: recorded,
  after: recorded,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /audit?action=&targetId=`: newest first, paged, filtered by action or by target. */
export const auditQuerySchema = pageQuerySchema.extend({
  action: auditActionSchema.meta({ description: 'Only entries of this action.' }).optional(),
  targetId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'targetId is not a valid id').meta({ description: 'Only entries about this account or listing.' }).optional(),
});
