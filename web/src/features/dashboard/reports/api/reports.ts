import type { ReportDecision, ReportStatus } from '@contract';
import { one, page } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { usePagedList, type PagedListKey } from '@/lib/use-paged-list';

/** The key of the moderation queue (`GET /reports`): the open reports, or the dismissed or upheld ones. */
export const reportsKey = (status: ReportStatus) => ['/reports', { status }] as const satisfies PagedListKey;

/** The reports of one status, newest first, paged. */
export function useReports(status: ReportStatus) {
  return usePagedList(reportsKey(status), page('reportSchema'));
}

/** `PUT /reports/{id}`: an admin dismisses the report, or upholds it and removes what was reported. */
export function decideReport(id: string, decision: ReportDecision) {
  return api(`/reports/${encodeURIComponent(id)}`, { method: 'PUT', body: decision, answer: one('reportSchema') });
}
