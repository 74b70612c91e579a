import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';

/** Screens load on demand: a thin bar tells the user the next one is on its way. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top="0"
      insetX="0"
      h="1"
      zIndex="toast"
      bg="colorPalette.solid"
      animation="pulse 1s ease-in-out infinite"
    />
  );
}
