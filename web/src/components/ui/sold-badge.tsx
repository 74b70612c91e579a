import { Badge, type BadgeProps } from '@chakra-ui/react';

/** "Sold": a machine a buyer's accepted deal took off sale, marked the same on its card and in My Products. */
export function SoldBadge(props: Omit<BadgeProps, 'children'>) {
  return (
    <Badge colorPalette="red" variant="solid" flexShrink="0" {...props}>
      Sold
    </Badge>
  );
}
