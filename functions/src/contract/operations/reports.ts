import { z } from 'zod';
import { reportDecisionSchema, reportInputSchema, reportParamsSchema, reportReceiptSchema, reportSchema, reportsQuerySchema } from '../report.js';
import { operation } from './operation.js';

export const reportContent = operation({
  id: 'reportContent',
  method: 'post',
  path: '/reports',
  tag: 'Reports',
  summary: 'Report a listing or a message to the admins',
  who: 'signed-in: anyone who can see it, not its author',
  description:
    'A listing anyone can see, or a message of a conversation the caller is in. Everyone who reports the same thing joins one report (201 for the first, 200 after); one open report per reporter and thing (409 again). The reporter is told what the admins decided. A few reports a minute per account (429 with `Retry-After` beyond).',
  access: 'signed-in',
  body: reportInputSchema,
  answer: reportReceiptSchema,
  statuses: [200, 201],
  errors: [403, 404, 409, 429],
});

export const listReports = operation({
  id: 'listReports',
  method: 'get',
  path: '/reports',
  tag: 'Reports',
  summary: 'The moderation queue',
  who: 'an admin',
  description: 'Reports by status (open by default), newest first, paged: what was reported as it was then, how many people reported it and why, their latest notes, and the decision once made.',
  access: 'signed-in',
  query: reportsQuerySchema,
  answer: z.array(reportSchema),
  page: ['next'],
  errors: [403],
});

export const decideReport = operation({
  id: 'decideReport',
  method: 'put',
  path: '/reports/{id}',
  tag: 'Reports',
  summary: 'Dismiss or uphold a report',
  who: 'an admin with a fresh ID token',
  description:
    '`dismissed` leaves the listing or message as it is; `upheld` with `remove-listing` (a listing\'s report) or `remove-message` (a message\'s) removes it in the same batch as the decision. The decision goes to the admin trail and every reporter is told. A decided report is not decided again (409); a new report of the same thing opens it again.',
  access: 'signed-in-fresh',
  params: reportParamsSchema,
  body: reportDecisionSchema,
  answer: reportSchema,
  errors: [400, 403, 404, 409],
});
