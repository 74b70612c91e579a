import { Card, Heading, HStack, Separator, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { useId } from 'react';
import { SoldBadge } from '@/components/ui/sold-badge';
import { BookNow } from '@/features/booking';
import { FavouriteHeart } from '@/features/favourites';
import { formatPrice } from '@/lib/format';
import { ProductInfo } from './product-info';
import type { PictureSlot } from './picture-sources';
import { ProductPicture } from './product-picture';
import { SellerInfo } from './seller-info';

/**
 * A product in full: its pictures, seller, every field, its heart, and "Book now" for this product.
 * `slot` says where it is drawn, for the size of its pictures: in the catalog grid by default.
 */
export function ProductCard({ product, slot = 'card' }: { product: Product; slot?: PictureSlot }) {
  const headingId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" h="full">
      <ProductPicture product={product} slot={slot} />
      <Card.Body gap="5">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" id={headingId} fontSize="xl" lineHeight="short">
            {product.productName}
          </Heading>
          <HStack gap="2" flexShrink="0">
            {product.sold && <SoldBadge />}
            <FavouriteHeart productId={product._id} machine={product.productName} />
          </HStack>
        </HStack>
        <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" mt="-3">
          {formatPrice(product.resalePrice)}
        </Text>
        <SellerInfo product={product} />
        <Separator />
        <ProductInfo product={product} />
      </Card.Body>
      <Card.Footer>
        <BookNow product={product} />
      </Card.Footer>
    </Card.Root>
  );
}
