import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../audit.js';
import { operation } from './operation.js';

export const readAuditTrail = operation({
  id: 'readAuditTrail',
  method: 'get',
  path: '/audit',
  tag: 'Admin trail',
  summary: 'The admin trail',
  who: 'an admin',
  description:
    'Newest first, paged: who did what to whom, before and after, for every deletion, role or tick change, `grant-admin`, and an admin\'s advertising, edit or deletion of someone else\'s listing. No call edits or deletes an entry.',
  access: 'signed-in',
  query: auditQuerySchema,
  answer: z.array(auditEntrySchema),
  page: ['next'],
  errors: [403],
});
