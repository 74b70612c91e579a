import { DataList, Heading, Stack } from '@chakra-ui/react';
import { INSIGHT_METRICS, type ListingInsights } from '@contract';
import { useId } from 'react';
import { METRIC_LABELS, spanText } from '../insight-words';

type InsightTotalsProps = { totals: ListingInsights['totals']; days: number };

/** The span's five totals, each a name over its figure; two to a row on a phone. */
export function InsightTotals({ totals, days }: InsightTotalsProps) {
  const heading = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <Heading as="h2" id={heading} fontSize="lg">
        Totals, {spanText(days)}
      </Heading>
      <DataList.Root orientation="vertical" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }} gap="3">
        {INSIGHT_METRICS.map((metric) => (
          <DataList.Item key={metric} borderWidth="1px" rounded="l2" p="3" data-metric={metric}>
            <DataList.ItemLabel>{METRIC_LABELS[metric]}</DataList.ItemLabel>
            <DataList.ItemValue fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {totals[metric].toLocaleString('en-US')}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
