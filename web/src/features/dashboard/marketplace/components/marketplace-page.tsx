import type { MarketplaceInsights } from '@contract';
import { useDeferredValue } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { DashboardPage } from '../../components/dashboard-page';
import { tabIntro } from '../../tabs';
import { ListEmpty } from '../../components/list-states';
import { useMarketplaceInsights } from '../../insights/api/insights';
import { DailyFigure } from '../../insights/components/insight-figures';
import { SpanTotals } from '../../insights/components/insight-totals';
import { InsightsLoading } from '../../insights/components/insights-states';
import { SpanSwitch, useInsightSpan } from '../../insights/components/span-switch';
import { MARKET_NAMES, marketTotals, nothingHappened, PEOPLE, peopleSummary, TRADE } from '../market-words';

export const NOTHING_HAPPENED = 'Nothing happened on the marketplace in these days yet.';

/** The loaded span: its totals and its two charts, or a word that nothing happened. */
function MarketplaceView({ insights }: { insights: MarketplaceInsights }) {
  if (nothingHappened(insights)) {
    return <ListEmpty title={NOTHING_HAPPENED} description="Listings added, deals accepted and the buyers and sellers active show here day by day." />;
  }
  return (
    <>
      <SpanTotals figures={marketTotals(insights)} days={insights.days} />
      <DailyFigure title="Listings added and deals accepted per day" series={insights.series} metrics={TRADE} days={insights.days} names={MARKET_NAMES} />
      <DailyFigure title="Active buyers and active sellers per day" series={insights.series} metrics={PEOPLE} days={insights.days} names={MARKET_NAMES} summary={peopleSummary(insights)} />
    </>
  );
}

/**
 * Marketplace (admins): how the whole marketplace moved over the last 30 or 90 days: listings
 * added, deals accepted, and the buyers and sellers who acted each day.
 */
export function MarketplacePage() {
  const [days, setDays] = useInsightSpan();
  const { data, error, isValidating, mutate } = useMarketplaceInsights(days);
  // Drawn from the deferred answer: the charts come in a transition React slices, not in the task
  // in which SWR's answer re-renders the page at once.
  const insights = useDeferredValue(data);

  return (
    <DashboardPage title="Marketplace" intro={tabIntro('/dashboard/marketplace')}>
      <SpanSwitch days={days} onChange={setDays} />
      {error && !insights ? (
        <LoadFailed what="the marketplace overview" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
      ) : !insights ? (
        <InsightsLoading what="the marketplace overview" totals={4} />
      ) : (
        <MarketplaceView insights={insights} />
      )}
    </DashboardPage>
  );
}
