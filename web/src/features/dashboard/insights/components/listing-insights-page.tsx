import { Link, Text } from '@chakra-ui/react';
import { INSIGHT_SPANS, type ListingInsights } from '@contract';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, UNSAFE_ErrorResponseImpl as ErrorResponse, useParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { DashboardPage } from '../../components/dashboard-page';
import { useListingInsights } from '../api/insights';
import { INSIGHT_NAMES, nothingCounted } from '../insight-words';
import { priceEnd, priceSteps } from '../price-steps';
import { InsightTotals } from './insight-totals';
import { DailyFigure, PriceFigure } from './insight-figures';
import { InsightsLoading, NoViewsYet } from './insights-states';
import { ListingFacts } from './listing-facts';
import { SpanSwitch, useInsightSpan } from './span-switch';

const CHARTED = ['views', 'favourites', 'requests', 'conversations'] as const;

/** The loaded listing: how long it has been on the market, its totals, its days and its prices. */
function ListingInsightsView({ insights }: { insights: ListingInsights }) {
  // "Now" is when the screen opened: the chart keeps still while it is read.
  const [openedAt] = useState(Date.now);
  return (
    <>
      <ListingFacts insights={insights} />
      <InsightTotals totals={insights.totals} days={insights.days} />
      {nothingCounted(insights.totals) ? (
        <NoViewsYet description="Views, favourites, requests and conversations of this machine show here day by day." />
      ) : (
        <DailyFigure title="Views, favourites, requests and conversations per day" series={insights.series} metrics={CHARTED} days={insights.days} names={INSIGHT_NAMES} />
      )}
      <PriceFigure history={insights.priceHistory} steps={priceSteps(insights.priceHistory, priceEnd(insights, openedAt))} />
    </>
  );
}

/** `/dashboard/insights/{id}`: one listing's insights, opened from Insights or My Products; its seller's or an admin's. */
export function ListingInsightsPage() {
  const { id = '' } = useParams();
  const [days, setDays] = useInsightSpan();
  const { data, error, isValidating, mutate } = useListingInsights(id, days);
  // Drawn from the deferred answer: the charts come in a transition React slices, not in the task
  // in which SWR's answer re-renders the page at once.
  const insights = useDeferredValue(data);

  // A listing that does not exist (or was deleted meanwhile) is the app's 404 page.
  if (error?.status === 404) throw new ErrorResponse(404, 'Not Found', null);

  return (
    <DashboardPage title={insights ? `Insights: ${insights.productName}` : 'Listing insights'}>
      <Link asChild alignSelf="flex-start" color="colorPalette.fg">
        <RouterLink to={days === INSIGHT_SPANS[0] ? '/dashboard/insights' : `/dashboard/insights?days=${days}`}>← All insights</RouterLink>
      </Link>
      <SpanSwitch days={days} onChange={setDays} />
      {error && !insights ? (
        error.status === 403 ? (
          <Text role="alert">Only the seller of this listing, or an admin, can see its insights.</Text>
        ) : (
          <LoadFailed what="this listing’s insights" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
        )
      ) : !insights ? (
        <InsightsLoading what="this listing’s insights" />
      ) : (
        <ListingInsightsView insights={insights} />
      )}
    </DashboardPage>
  );
}
