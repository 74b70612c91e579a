import type { Role } from '@contract';
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { usePrefetchRouteCode } from '@/lib/route-code';
import { dashboardTabs } from '../tabs';
import styles from './dashboard-tab-bar.module.css';

/**
 * The tabs of the user's role, as links: NavLink marks the current one with aria-current="page".
 * They wrap onto more lines at every width rather than scroll: a bar that scrolls sideways cuts
 * the label at its edge ("Audit lo", "Favourite") and can hide the current tab, so every tab,
 * the current one included, is always in view.
 *
 * A pressed tab is marked at once (data-pressed), before its screen is drawn: the router draws the
 * next screen as a transition, and with nothing else changing on screen the press would show
 * nothing until then (about 230 ms on a phone for My Orders). The other tabs' code is fetched
 * while the dashboard is idle, so a press only draws its tab.
 */
export function DashboardTabBar({ role }: { role: Role }) {
  const location = useLocation();
  const tabs = useMemo(() => dashboardTabs.filter((tab) => tab.visible(role)), [role]);
  const prefetch = usePrefetchRouteCode();
  useEffect(() => prefetch(tabs.map((tab) => tab.path)), [prefetch, tabs]);
  const [pressing, setPressing] = useState<string | null>(null);
  // Any move of the address (the pressed tab's, or Back) ends the press.
  const [seen, setSeen] = useState(location);
  if (seen !== location) {
    setSeen(location);
    setPressing(null);
  }
  return (
    <nav aria-label="Dashboard" className={styles.bar} data-pressing={pressing ? '' : undefined}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            {/* Only My Orders (`/dashboard`) must match exactly; Messages stays current inside a conversation. */}
            <NavLink
              to={tab.path}
              end={tab.path === '/dashboard'}
              className={styles.tab}
              data-pressed={pressing === tab.path ? '' : undefined}
              onClick={() => setPressing(tab.path)}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
