import type { ReactNode } from 'react';
import { FactList, type Fact } from '@/components/ui/fact-list';
import styles from './facts.module.css';

export type { Fact };

/** A product card's labelled facts under their heading (the seller's, the machine's), then anything more. */
export function Facts({ title, facts, children }: { title: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <div className={styles.facts}>
      <h3 className={styles.heading}>{title}</h3>
      <FactList facts={facts} />
      {children}
    </div>
  );
}
