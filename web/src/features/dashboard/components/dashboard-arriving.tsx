import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { rememberedSession } from '@/features/auth';
import { dashboardShell } from '../shell';
import { DashboardTabBar } from './dashboard-tab-bar';
import layout from './dashboard-layout.module.css';
import page from './dashboard-page.module.css';

/**
 * The dashboard while a returning user's first tab is on its way (the code of its screens, lazily
 * loaded): the tab bar of their role and the tab's heading where the tab draws them, as the page's
 * still shell drew them (app/shell) before the app's code arrived. From the shell to the tab,
 * nothing disappears and comes back; anyone else sees the page's spinner.
 */
export function DashboardArriving() {
  const { pathname } = useLocation();
  // Read once: the remembered user of this visit's start, as the shell read it.
  const [user] = useState(rememberedSession);
  const shell = user && dashboardShell(pathname, user);
  if (!user || !shell) return <PageSpinner />;
  return (
    <div className={layout.frame} aria-busy="true">
      <div className={layout.stack}>
        <DashboardTabBar role={user.role} />
        {shell.heading === null ? null : (
          <section className={page.page}>
            <h1 className={page.heading}>{shell.heading}</h1>
            {shell.intro === null ? null : <p className={page.intro}>{shell.intro}</p>}
          </section>
        )}
      </div>
    </div>
  );
}
