import { HStack, Link, Text } from '@chakra-ui/react';
import type { ListingInsights } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { SoldBadge } from '@/components/ui/sold-badge';

const days = (count: number) => (count === 1 ? '1 day' : `${count.toLocaleString('en-US')} days`);

/** How long the listing has been (or was) on the market, and the way to its page. */
export function ListingFacts({ insights }: { insights: ListingInsights }) {
  const { productId, productName, daysOnMarket, sold } = insights;
  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{sold ? `Sold after ${days(daysOnMarket)} on the market` : `On the market for ${days(daysOnMarket)}`}</Text>
        {sold ? <SoldBadge /> : null}
      </HStack>
      <Link asChild color="colorPalette.fg">
        <RouterLink to={`/product/${encodeURIComponent(productId)}`} aria-label={`See the listing’s page: ${productName}`}>
          See the listing’s page
        </RouterLink>
      </Link>
    </HStack>
  );
}
