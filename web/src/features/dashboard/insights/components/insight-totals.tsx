import { DataList, Heading, Stack } from '@chakra-ui/react';
import { INSIGHT_METRICS, type ListingInsights } from '@contract';
import { useId } from 'react';
import { METRIC_LABELS, spanText } from '../insight-words';

/** One figure of the totals: what it counts (`name`, kept on its box), its label and its value. */
export type TotalFigure = { name: string; label: string; value: number };

type SpanTotalsProps = { figures: TotalFigure[]; days: number };

/** A span's figures, each a name over its value, in one row on a wide screen and two to a row on a phone. */
export function SpanTotals({ figures, days }: SpanTotalsProps) {
  const heading = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <Heading as="h2" id={heading} fontSize="lg">
        Totals, {spanText(days)}
      </Heading>
      <DataList.Root orientation="vertical" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: `repeat(${figures.length}, minmax(0, 1fr))` }} gap="3">
        {figures.map(({ name, label, value }) => (
          <DataList.Item key={name} borderWidth="1px" rounded="l2" p="3" data-metric={name}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {value.toLocaleString('en-US')}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

type InsightTotalsProps = { totals: ListingInsights['totals']; days: number };

/** The span's five totals of a listing or a seller. */
export function InsightTotals({ totals, days }: InsightTotalsProps) {
  return <SpanTotals figures={INSIGHT_METRICS.map((metric) => ({ name: metric, label: METRIC_LABELS[metric], value: totals[metric] }))} days={days} />;
}
