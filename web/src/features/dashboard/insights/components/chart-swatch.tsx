import { Box } from '@chakra-ui/react';

/**
 * A series' colour in the legend and the tooltip. Chakra's charts draw a ColorSwatch there unless
 * the series brings an icon, and the app's theme carries no swatch recipe (it would come with every
 * page): this dot is the swatch.
 */
export function ChartSwatch({ color }: { color: string }) {
  return <Box as="span" display="inline-block" boxSize="2.5" rounded="full" bg={color} flexShrink="0" />;
}
