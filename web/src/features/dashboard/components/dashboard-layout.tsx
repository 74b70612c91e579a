import { Container, Progress, Stack } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import { DashboardTabBar } from './dashboard-tab-bar';

/**
 * The dashboard inside the main layout: the tabs the user's role may see above the current tab.
 * Until the user is known a loading bar stands where the tabs will be.
 */
export function DashboardLayout() {
  const { user, loading } = useCurrentUser();
  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        {loading ? (
          <Progress.Root value={null} size="xs">
            {/* The track is the progressbar: its label, not the root's, is the one announced. */}
            <Progress.Track aria-label="Loading your account">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {user ? <DashboardTabBar role={user.role} /> : null}
        <Outlet />
      </Stack>
    </Container>
  );
}
