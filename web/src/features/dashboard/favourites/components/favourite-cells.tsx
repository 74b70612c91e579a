import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Favourite } from '@contract';
import { machineType } from '@contract/category';
import { Link as RouterLink } from 'react-router-dom';
import { FallbackImage } from '@/components/ui/fallback-image';
import { SoldBadge } from '@/components/ui/sold-badge';
import { formatPrice } from '@/lib/format';

/** The machine: its picture and name (a link to its page while it is listed), size and place. */
export function MachineCell({ favourite }: { favourite: Favourite }) {
  const { productId, productName, picture, categorySize, location, withdrawn } = favourite;
  return (
    <HStack gap="3" align="flex-start">
      <FallbackImage src={picture} alt="" width={80} height={60} w="20" h="15" objectFit="cover" rounded="md" bg="bg.muted" flexShrink="0" />
      <Stack gap="0.5">
        {withdrawn ? (
          <Text fontWeight="medium">{productName}</Text>
        ) : (
          <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg">
            <RouterLink to={`/product/${encodeURIComponent(productId)}`}>{productName}</RouterLink>
          </Link>
        )}
        <Text color="fg.muted" textStyle="xs">
          Size {categorySize} ({machineType(categorySize)}) · {location}
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * The price now; after a drop, the price it was saved at struck through before it ("$1,250 →
 * $990") with a "Price dropped" mark; after a rise, the saved price below it.
 */
export function PriceCell({ favourite }: { favourite: Favourite }) {
  const { savedPrice, resalePrice, priceDropped } = favourite;
  if (priceDropped) {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="blue" variant="surface" whiteSpace="nowrap">
          Price dropped
        </Badge>
        <Text whiteSpace="nowrap">
          <Text as="del" color="fg.muted">
            {formatPrice(savedPrice)}
          </Text>{' '}
          → <strong>{formatPrice(resalePrice)}</strong>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="0.5">
      <Text whiteSpace="nowrap">{formatPrice(resalePrice)}</Text>
      {resalePrice !== savedPrice ? (
        <Text color="fg.muted" textStyle="xs" whiteSpace="nowrap">
          Saved at {formatPrice(savedPrice)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Where the machine stands: sold, taken off the marketplace (orange, as a withdrawn booking), or on
 * sale (green); the word always says it, the colour only helps.
 */
export function StatusCell({ favourite }: { favourite: Favourite }) {
  if (favourite.withdrawn) {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="orange" variant="surface" whiteSpace="nowrap">
          Withdrawn
        </Badge>
        <Text color="fg.muted" textStyle="xs">
          Taken off the marketplace
        </Text>
      </Stack>
    );
  }
  if (favourite.sold) return <SoldBadge />;
  return (
    <Badge colorPalette="green" variant="surface" whiteSpace="nowrap">
      On sale
    </Badge>
  );
}
