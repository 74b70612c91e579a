import { Box, Card, Link, Text } from '@chakra-ui/react';
import type { PublicProduct } from '@contract';
import { machineType } from '@contract/category';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';

// The heart comes after the cards: the home page's first JavaScript carries none of it.
const FavouriteHeart = lazy(async () => ({ default: (await import('@/features/favourites')).FavouriteHeart }));

type AdvertisedCardProps = { product: Pick<PublicProduct, '_id' | 'productName' | 'picture' | 'categorySize'> };

export function AdvertisedCard({ product }: AdvertisedCardProps) {
  const { _id, productName, picture, categorySize } = product;
  return (
    // The heart floats over the picture beside the card's link, never inside it: one control in another is not allowed.
    <Box position="relative" h="full">
      <Link asChild display="block" h="full" rounded="l3" _hover={{ textDecoration: 'none' }}>
        <RouterLink to={`/product/${encodeURIComponent(_id)}`}>
          <Card.Root overflow="hidden" h="full" transition="box-shadow 0.2s" _hover={{ shadow: 'md' }}>
            <FallbackImage src={picture} alt={productName} width={400} height={300} w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" />
            <Card.Body gap="1">
              <Text fontWeight="semibold">Machine Size: {productName}</Text>
              <Text color="fg.muted">Machine Type: {machineType(categorySize)}</Text>
            </Card.Body>
          </Card.Root>
        </RouterLink>
      </Link>
      <Box position="absolute" top="2" insetEnd="2">
        <Suspense fallback={null}>
          <FavouriteHeart productId={_id} machine={productName} look="over-picture" />
        </Suspense>
      </Box>
    </Box>
  );
}
