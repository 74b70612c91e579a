import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the first screen's code arrives. */
export function PageSpinner() {
  return (
    <Center minH="60vh">
      <Spinner size="lg" color="colorPalette.solid" aria-label="Loading page" />
    </Center>
  );
}
