import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { Footer } from './footer';
import styles from './main-layout.module.css';
import { RouteProgress } from './route-progress';
import { TopBar } from './top-bar';

/**
 * The top bar, the page and the footer. `arriving`: the first screen of a visit is still on its
 * way (its code, lazily loaded), and this stands in its place (the page's spinner, or what the
 * screen's part of the app draws of it before its code: the dashboard's tabs), so a phone paints
 * the page's frame without waiting for it.
 */
export function MainLayout({ arriving }: { arriving?: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <RouteProgress />
      <TopBar />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {arriving ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
