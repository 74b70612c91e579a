import { chakra, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { Report, ReportStatus } from '@contract';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { LoadFailed } from '@/components/ui/load-failed';
import { useChakraReady } from '@/components/ui/use-chakra-ready';
import { useRevalidateListing } from '@/features/catalog';
import { advertisedProductsKey } from '@/features/home';
import { DashboardPage } from '../../components/dashboard-page';
import { tabIntro } from '../../tabs';
import { LoadMore } from '../../components/list-table';
import { ListEmpty, type EmptyMessage } from '../../components/list-states';
import { reportsKey, useReports } from '../api/reports';
import { ReportCard } from './report-card';
import { StatusFilter, STATUS_LABELS } from './status-filter';

const EMPTY: Record<ReportStatus, EmptyMessage> = {
  open: { title: 'No open reports', description: 'Nothing needs a decision.' },
  dismissed: { title: 'No dismissed reports', description: 'Reports an admin dismissed, leaving the listing or message as it was, are kept here.' },
  upheld: { title: 'No upheld reports', description: 'Reports an admin upheld, removing the listing or message, are kept here.' },
};

/**
 * Reports (admins): the listings and messages people reported, newest first; the open ones each
 * with "Dismiss" and "Remove listing" or "Remove message", the decided ones with the decision.
 */
export function ReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  const { items, error } = reports;
  const { mutate } = useSWRConfig();
  const revalidateListing = useRevalidateListing();
  const list = useRef<HTMLUListElement>(null);
  // The filter, the shapes and the cards are Chakra's: drawn once its system is built in idle moments.
  const ready = useChakraReady();

  /** A decision takes the report out of this list and into another; a removed listing leaves the catalog. */
  const decided = (report: Report | null) => {
    const refreshes: Promise<unknown>[] = [reports.reload()];
    if (report) refreshes.push(mutate(reportsKey(report.status)));
    if (report?.decision?.action === 'remove-listing') refreshes.push(revalidateListing(report.target.productId), mutate(advertisedProductsKey));
    // The decision is made and told already: a refresh that cannot finish is dropped, not reported.
    return Promise.all(refreshes).catch(() => undefined);
  };

  const content =
    error && !items ? (
      <LoadFailed what="the reports" reason={error.message} retrying={reports.isValidating} onRetry={() => void reports.reload()} />
    ) : !items ? (
      <Stack gap="3" aria-busy="true">
        <VisuallyHidden role="status">Loading the reports…</VisuallyHidden>
        <Skeleton h="48" />
        <Skeleton h="48" />
      </Stack>
    ) : items.length === 0 ? (
      <ListEmpty {...EMPTY[status]} />
    ) : (
      <Stack gap="4">
        {/* Focusable from the code only: where the focus waits once a decided report has left. */}
        <chakra.ul ref={list} tabIndex={-1} aria-label={`${STATUS_LABELS[status]} reports`} listStyle="none" m="0" p="0" display="flex" flexDirection="column" gap="4">
          {items.map((report) => (
            <ReportCard key={report._id} report={report} onDecided={decided} focusAfter={() => list.current} />
          ))}
        </chakra.ul>
        <LoadMore paging={reports} />
      </Stack>
    );

  return (
    <DashboardPage title="Reports" intro={tabIntro('/dashboard/reports')}>
      {ready ? (
        <>
          <StatusFilter status={status} onChange={setStatus} />
          {content}
        </>
      ) : null}
    </DashboardPage>
  );
}
