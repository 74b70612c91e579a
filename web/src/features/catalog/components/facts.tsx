import type { ReactNode } from 'react';
import styles from './facts.module.css';

/** One labelled fact of a product card: its label and what it says. */
export type Fact = [label: string, value: ReactNode];

/** A product card's labelled facts under their heading (the seller's, the machine's), then anything more. */
export function Facts({ title, facts, children }: { title: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <div className={styles.facts}>
      <h3 className={styles.heading}>{title}</h3>
      <dl className={styles.list}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
