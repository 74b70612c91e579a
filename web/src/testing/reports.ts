import type { Report, ReportReason } from '@contract';
import { fixture } from './fixture';

/** How many reporters gave each reason, as the API counts them: every reason, 0 when none gave it. */
export const reasonCounts = (given: Partial<Record<ReportReason, number>>): Report['reasons'] => ({ misleading: 0, prohibited: 0, spam: 0, abusive: 0, other: 0, ...given });

/** An open report as the API answers it: one buyer reported a listing of the seeded seller as misleading. */
export const testReport = fixture<Report>({
  _id: 'report-1',
  kind: 'listing',
  target: {
    id: 'p1',
    label: 'Kirloskar TV1',
    productId: 'p1',
    productName: 'Kirloskar TV1',
    picture: '/seed/products/kirloskar-tv1.svg',
    ownerName: 'Rahim Uddin',
    text: '',
  },
  status: 'open',
  reporterCount: 1,
  reasons: reasonCounts({ misleading: 1 }),
  notes: [{ reason: 'misleading', note: 'The photos show another engine.', at: '2026-09-01T10:00:00.000Z' }],
  firstReportedAt: '2026-09-01T10:00:00.000Z',
  lastReportedAt: '2026-09-01T10:00:00.000Z',
  decision: null,
});
