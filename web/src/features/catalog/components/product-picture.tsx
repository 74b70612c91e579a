import { chakra } from '@chakra-ui/react';
import type { Product } from '@contract';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PHOTO_TRIGGER_ATTRIBUTE, useShowProductPhoto } from './product-photos';

/** The product's picture; a button, so a click, Enter or Space enlarges it in the photo viewer. */
export function ProductPicture({ product }: { product: Pick<Product, '_id' | 'picture' | 'productName'> }) {
  const showPhoto = useShowProductPhoto();
  return (
    <chakra.button
      type="button"
      {...{ [PHOTO_TRIGGER_ATTRIBUTE]: product._id }}
      aria-label={`Enlarge the picture of ${product.productName}`}
      onClick={() => showPhoto(product._id)}
      display="block"
      w="full"
      cursor="zoom-in"
      bg="bg.muted"
      focusVisibleRing="inside"
    >
      <FallbackImage
        src={product.picture}
        alt={product.productName}
        width={800}
        height={600}
        w="full"
        h="auto"
        aspectRatio="4 / 3"
        objectFit="cover"
      />
    </chakra.button>
  );
}
