import type { ReactNode } from 'react';
import { pageTitle } from '@/config/site';
import styles from './dashboard-page.module.css';

type DashboardPageProps = { title: string; heading?: ReactNode; intro?: string; children: ReactNode };

/** A tab's screen: its browser title, its one h1 (the tab's name unless the spec words it otherwise), its opening sentence, its content. */
export function DashboardPage({ title, heading = title, intro, children }: DashboardPageProps) {
  return (
    <section className={styles.page} aria-labelledby="dashboard-heading">
      <title>{pageTitle(title)}</title>
      <h1 id="dashboard-heading" className={styles.heading}>
        {heading}
      </h1>
      {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
