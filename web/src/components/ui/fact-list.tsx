import type { ReactNode } from 'react';
import styles from './styles/fact-list.module.css';

/** One labelled fact: its label and what it says. */
export type Fact = [label: string, value: ReactNode];

/** Labelled facts (a product card's, who books in the booking form), a label and its value a line each, from a static stylesheet. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.list}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
