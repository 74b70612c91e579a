import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { Footer } from './footer';
import styles from './main-layout.module.css';
import { RouteProgress } from './route-progress';
import { TopBar } from './top-bar';

/**
 * The top bar, the page and the footer. `arriving`: the first screen of a visit is still on its
 * way (its code, lazily loaded): the frame shows at once, with a spinner a screen high in place of
 * the screen, so a phone paints the page's frame without waiting for it; or, as `arrivingScreen`,
 * what the screen's part of the app draws of it before its code is there (the dashboard's tabs).
 */
export function MainLayout({ arriving = false, arrivingScreen = <PageSpinner /> }: { arriving?: boolean; arrivingScreen?: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <RouteProgress />
      <TopBar />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {arriving ? arrivingScreen : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
