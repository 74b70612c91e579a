import { chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { SellerInsights } from '@contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';
import { countOf } from '../insight-words';
import { listingInsightsPath } from '../listing-insights-path';

/** The seller's most viewed listings (at most five), each leading to its own insights. */
export function TopListings({ listings, days }: { listings: SellerInsights['topListings']; days: number }) {
  const heading = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <Heading as="h2" id={heading} fontSize="lg">
        Most viewed listings
      </Heading>
      {listings.length === 0 ? (
        <Text color="fg.muted">None of your machines on the marketplace has been viewed yet.</Text>
      ) : (
        <chakra.ol listStyle="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          {listings.map((listing) => (
            <chakra.li key={listing.productId}>
              <HStack gap="3" borderWidth="1px" rounded="l2" p="2">
                <FallbackImage src={listing.picture} alt="" width={64} height={48} w="16" h="12" objectFit="cover" rounded="md" bg="bg.muted" flexShrink="0" />
                <Stack gap="0" minW="0">
                  <Link asChild fontWeight="medium" color="colorPalette.fg" wordBreak="break-word">
                    <RouterLink to={listingInsightsPath(listing.productId, days)}>{listing.productName}</RouterLink>
                  </Link>
                  <Text textStyle="sm" color="fg.muted">
                    {countOf('views', listing.views)} since it was listed
                  </Text>
                </Stack>
              </HStack>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </Stack>
  );
}
