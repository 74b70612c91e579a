import { Router } from 'express';
import { pageRequest } from '../contract/index.js';
import * as calls from '../contract/operations/reports.js';
import { decideReport, report, reportQueue } from '../domain/reports.js';
import { accountBrake } from '../http/rate-limit.js';
import { serve } from '../http/serve.js';

/** People report now and then; an account reporting more is a script, braked from any address. */
export const REPORTS_PER_MINUTE = 10;
const reportBrake = accountBrake({ max: () => REPORTS_PER_MINUTE });

export const reportsRouter = Router();

serve(reportsRouter, calls.reportContent, async ({ caller, body, req, res }) => {
  await reportBrake(req, res, caller.uid);
  const { receipt, started } = await report(caller, body);
  return { status: started ? 201 : 200, message: 'Thank you: an admin will look at your report.', data: receipt };
});

serve(reportsRouter, calls.listReports, async ({ caller, query }) => {
  const { items, next } = await reportQueue(caller, query.status ?? 'open', pageRequest(query));
  return { message: `${items.length} reports.`, data: items, next };
});

serve(reportsRouter, calls.decideReport, async ({ caller, params, body }) => ({
  message: body.status === 'upheld' ? 'The report is upheld and what it was about is removed.' : 'The report is dismissed.',
  data: await decideReport(caller, params.id, body),
}));
