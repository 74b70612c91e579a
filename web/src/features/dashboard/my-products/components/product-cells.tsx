import { Badge, Text } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { FallbackImage } from '@/components/ui/fallback-image';
import { SoldBadge } from '@/components/ui/sold-badge';

/** The product's real picture, small; the placeholder when it has none or it fails to load. */
export function ProductThumbnail({ product }: { product: ListedProduct }) {
  return (
    <FallbackImage src={product.picture} alt={product.productName} width={80} height={60} w="20" h="15" objectFit="cover" rounded="md" bg="bg.muted" />
  );
}

/** The listing's name (marked Sold once a deal sold it) and its id. */
export function NameAndId({ product }: { product: ListedProduct }) {
  return (
    <>
      <Text fontWeight="medium">
        {product.productName} {product.sold ? <SoldBadge ms="1" verticalAlign="middle" /> : null}
      </Text>
      <Text color="fg.muted" textStyle="xs" fontFamily="mono" wordBreak="break-all">
        Id: {product._id}
      </Text>
    </>
  );
}

/** Stock: from the product's own sold flag (the original always said "Available"). */
export function Stock({ product }: { product: ListedProduct }) {
  return (
    <Badge variant="subtle" colorPalette={product.sold ? 'red' : 'green'} whiteSpace="nowrap">
      {product.sold ? 'Un Available' : 'Available'}
    </Badge>
  );
}
