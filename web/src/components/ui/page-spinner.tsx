import { Center, Spinner } from '@chakra-ui/react';

/**
 * Shown while the first screen's code (or the account) arrives. A screen high, so the footer
 * below it stays out of view instead of jumping down when the screen replaces the spinner.
 */
export function PageSpinner() {
  return (
    <Center minH="100dvh">
      <Spinner size="lg" color="colorPalette.solid" aria-label="Loading page" />
    </Center>
  );
}
