import { Skeleton, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { ListEmpty } from '../../components/list-states';

export const NO_VIEWS_YET = 'No views yet: insights grow as people look at your machines.';

/** Nothing counted over the span: says so, and (`description`) how insights come. */
export function NoViewsYet({ description }: { description: string }) {
  return <ListEmpty title={NO_VIEWS_YET} description={description} />;
}

/** While the figures load: the places of the totals (five unless `totals` says) and the chart, and a word for screen readers. */
export function InsightsLoading({ what, totals = 5 }: { what: string; totals?: number }) {
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">Loading {what}…</VisuallyHidden>
      <SimpleGrid columns={{ base: 2, md: totals }} gap="3">
        {Array.from({ length: totals }, (_, box) => (
          <Skeleton key={box} h="20" />
        ))}
      </SimpleGrid>
      <Skeleton h="48" />
    </Stack>
  );
}
