import { Heading, Stack } from '@chakra-ui/react';
import type { ListingInsights } from '@contract';
import { useId, type ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import { formatInsightDay, priceSummary, seriesSummary, type DailyCounts, type MetricNames } from '../insight-words';
import type { PriceStep } from '../price-steps';
import { ChartTable } from './chart-table';
import { DailyChart } from './daily-chart';
import { PriceChart } from './price-chart';

// The charts come with the tab, not in a chunk of their own: their code is small, cheaper than a
// second request after the tab's, and they are drawn in the tab's first paint at their own height,
// rather than replace a placeholder when their code arrives, as the next press begins.

/** A chart under its heading, its drawing and its table. */
function Figure({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const heading = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={heading} minW="0">
      <Heading as="h2" id={heading} fontSize="lg">
        {title}
      </Heading>
      {chart}
      {table}
    </Stack>
  );
}

type DailyFigureProps<M extends string> = {
  title: string;
  series: DailyCounts<M>[];
  metrics: readonly M[];
  days: number;
  /** How the screen names its metrics: the seller's counts (INSIGHT_NAMES) or the marketplace's. */
  names: MetricNames<M>;
  /** The chart's sentence, when totals and busiest days (seriesSummary) do not say it right. */
  summary?: string;
};

/** Metrics per day: the line chart and, behind "Show as a table", every day's figures. */
export function DailyFigure<M extends string>({ title, series, metrics, days, names, summary = seriesSummary(series, metrics, days, names) }: DailyFigureProps<M>) {
  const rows = series.map((day) => ({ key: day.day, cells: [formatInsightDay(day.day), ...metrics.map((metric) => day[metric].toLocaleString('en-US'))] }));
  return (
    <Figure
      title={title}
      chart={<DailyChart series={series} metrics={metrics} names={names} summary={summary} />}
      table={<ChartTable caption={title} columns={['Day', ...metrics.map((metric) => names.labels[metric])]} rows={rows} />}
    />
  );
}

type PriceFigureProps = { history: ListingInsights['priceHistory']; steps: PriceStep[] };

/** The asking price over time: the step chart and, behind "Show as a table", each price and when it was set. */
export function PriceFigure({ history, steps }: PriceFigureProps) {
  const summary = priceSummary(history);
  const rows = history.map(({ price, at }, index) => ({ key: `${at}-${index}`, cells: [formatInsightDay(at), formatPrice(price)] }));
  return (
    <Figure
      title="Price history"
      chart={<PriceChart steps={steps} summary={summary} />}
      table={<ChartTable caption="Price history" columns={['Set on', 'Asking price']} rows={rows} />}
    />
  );
}
