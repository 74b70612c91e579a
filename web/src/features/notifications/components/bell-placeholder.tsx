import { Box } from '@chakra-ui/react';

/** Holds the bell's place, its size, while its code arrives: the top bar does not jump. */
export function BellPlaceholder() {
  return <Box aria-hidden="true" boxSize="8" flexShrink="0" />;
}
