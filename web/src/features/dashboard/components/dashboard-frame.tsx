import type { ReactNode } from 'react';
import styles from './dashboard-layout.module.css';

/**
 * The dashboard's frame in the main layout: the tab bar and the tab stacked in the page's width.
 * A screen high, as the page's spinner is: a tab's list grows as its rows arrive, and the footer
 * below stays out of view instead of being pushed down in sight.
 */
export function DashboardFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.frame} aria-busy={busy || undefined}>
      <div className={styles.stack}>{children}</div>
    </div>
  );
}
