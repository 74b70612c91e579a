import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import { DashboardFrame } from './dashboard-frame';
import { DashboardTabBar } from './dashboard-tab-bar';

/** The dashboard inside the main layout: its frame, around the guard of the signed-in part. */
export function DashboardLayout() {
  return (
    <DashboardFrame>
      <Outlet />
    </DashboardFrame>
  );
}

/**
 * The tabs the user's role may see above the current tab, below the guard: a returning user's
 * tabs are drawn at once with the tab, as the user remembered from the last visit, instead of
 * appearing above it once Firebase has restored the session and pushing it down.
 */
export function DashboardTabs() {
  const { user } = useCurrentUser();
  return (
    <>
      {user ? <DashboardTabBar role={user.role} /> : null}
      <Outlet />
    </>
  );
}
