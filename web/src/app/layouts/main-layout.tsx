import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';
import { Footer } from './footer';
import styles from './main-layout.module.css';
import { RouteProgress } from './route-progress';
import { TopBar } from './top-bar';

export function MainLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <RouteProgress />
      <TopBar />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
