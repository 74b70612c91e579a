import { Card, Link, Text } from '@chakra-ui/react';
import type { PublicProduct } from '@contract';
import { machineType } from '@contract/category';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';

type AdvertisedCardProps = { product: Pick<PublicProduct, '_id' | 'productName' | 'picture' | 'categorySize'> };

export function AdvertisedCard({ product }: AdvertisedCardProps) {
  const { _id, productName, picture, categorySize } = product;
  return (
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
  );
}
