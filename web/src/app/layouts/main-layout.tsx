import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { Footer } from './footer';
import { RouteProgress } from './route-progress';
import { TopBar } from './top-bar';

export function MainLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <RouteProgress />
      <TopBar />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
