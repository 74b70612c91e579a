import { Badge, Table, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatPrice } from '../../components/price';

/** The product's real picture, small; the placeholder when it has none or it fails to load. */
export function PictureCell({ product }: { product: Product }) {
  return (
    <Table.Cell>
      <FallbackImage
        src={product.picture}
        alt={product.productName}
        width={80}
        height={60}
        w="20"
        h="15"
        objectFit="cover"
        rounded="md"
        bg="bg.muted"
      />
    </Table.Cell>
  );
}

export function NameAndIdCell({ product }: { product: Product }) {
  return (
    <Table.Cell minW="52">
      <Text fontWeight="medium">{product.productName}</Text>
      <Text color="fg.muted" textStyle="xs" fontFamily="mono" wordBreak="break-all">
        Id: {product._id}
      </Text>
    </Table.Cell>
  );
}

export function PriceCell({ product }: { product: Product }) {
  return <Table.Cell whiteSpace="nowrap">{formatPrice(product.resalePrice)}</Table.Cell>;
}

/** Stock: from the product's own sold flag (the original always said "Available"). */
export function StockCell({ product }: { product: Product }) {
  return (
    <Table.Cell>
      <Badge variant="subtle" colorPalette={product.sold ? 'red' : 'green'} whiteSpace="nowrap">
        {product.sold ? 'Un Available' : 'Available'}
      </Badge>
    </Table.Cell>
  );
}
