import { Button, HStack, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { useListingInsights } from '../../insights/api/insights';
import { countOf } from '../../insights/insight-words';
import { listingInsightsPath } from '../../insights/listing-insights-path';
import { ViewsSparkline } from '../../insights/components/views-sparkline';

const SPAN = 30;

/**
 * A listing's views over the last 30 days, as a small line and in words for screen readers, and
 * the way to its insights. The figures are a bonus to the row: while they load, or if they cannot
 * be had, the row still shows the link.
 */
export function ListingInsightsCell({ product }: { product: ListedProduct }) {
  const { data, error } = useListingInsights(product._id, SPAN);
  return (
    <Stack gap="1" align="flex-start">
      <HStack gap="2" minH="6">
        {data ? (
          <>
            <ViewsSparkline views={data.series.map((day) => day.views)} />
            <VisuallyHidden>{`${countOf('views', data.totals.views)} in ${SPAN} days`}</VisuallyHidden>
          </>
        ) : error ? null : (
          <Skeleton w="20" h="6" aria-hidden="true" />
        )}
      </HStack>
      <Button asChild size="xs" variant="outline">
        <RouterLink to={listingInsightsPath(product._id)} aria-label={`Insights of ${product.productName}`}>
          Insights
        </RouterLink>
      </Button>
    </Stack>
  );
}
