import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import styles from './dashboard-layout.module.css';
import { DashboardTabBar } from './dashboard-tab-bar';

/**
 * The dashboard inside the main layout: its frame, around the guard of the signed-in part. A
 * screen high, as the page's spinner is: a tab's list grows as its rows arrive, and the footer
 * below stays out of view instead of being pushed down in sight.
 */
export function DashboardLayout() {
  return (
    <div className={styles.frame}>
      <div className={styles.stack}>
        <Outlet />
      </div>
    </div>
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
