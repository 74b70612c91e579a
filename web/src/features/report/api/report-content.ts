import type { ReportInput } from '@contract';
import { one } from '@/lib/answers';
import { api } from '@/lib/api-client';

/** `POST /reports`: the caller reports a listing or a message; answers the report they joined. */
export function reportContent(report: ReportInput) {
  return api('/reports', { method: 'POST', body: report, answer: one('reportReceiptSchema') });
}
