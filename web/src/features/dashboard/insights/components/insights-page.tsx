import { useDeferredValue } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { DashboardPage } from '../../components/dashboard-page';
import { tabIntro } from '../../tabs';
import { useSellerInsights } from '../api/insights';
import { INSIGHT_NAMES, nothingCounted } from '../insight-words';
import { InsightTotals } from './insight-totals';
import { DailyFigure } from './insight-figures';
import { InsightsLoading, NoViewsYet } from './insights-states';
import { SpanSwitch, useInsightSpan } from './span-switch';
import { TopListings } from './top-listings';

const CHARTED = ['views', 'requests'] as const;

/**
 * Insights (sellers and admins, each their own): how people met their machines over the last 30
 * or 90 days: the totals, views and requests per day, and the five most viewed listings.
 */
export function InsightsPage() {
  const [days, setDays] = useInsightSpan();
  const { data, error, isValidating, mutate } = useSellerInsights(days);
  // Drawn from the deferred answer: the charts come in a transition React slices, not in the task
  // in which SWR's answer re-renders the page at once.
  const insights = useDeferredValue(data);

  return (
    <DashboardPage title="Insights" intro={tabIntro('/dashboard/insights')}>
      <SpanSwitch days={days} onChange={setDays} />
      {error && !insights ? (
        <LoadFailed what="your insights" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
      ) : !insights ? (
        <InsightsLoading what="your insights" />
      ) : (
        <>
          {nothingCounted(insights.totals) ? (
            <NoViewsYet
              description={insights.listings === 0 ? 'List a machine from Add Product: its views, favourites and requests show here day by day.' : 'Views, favourites, requests and conversations of your machines show here day by day.'}
            />
          ) : (
            <>
              <InsightTotals totals={insights.totals} days={insights.days} />
              <DailyFigure title="Views and requests per day" series={insights.series} metrics={CHARTED} days={insights.days} names={INSIGHT_NAMES} />
            </>
          )}
          {insights.topListings.length > 0 || !nothingCounted(insights.totals) ? <TopListings listings={insights.topListings} days={days} /> : null}
        </>
      )}
    </DashboardPage>
  );
}
