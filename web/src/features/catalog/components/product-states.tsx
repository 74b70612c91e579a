import type { ReactNode } from 'react';
import styles from './product-states.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';
import skeleton from '@/components/ui/skeleton.module.css';

/** The lines of text a loading card stands in for. */
const LINES = 6;

export function ProductSkeletons({ count }: { count: number }) {
  return (
    <>
      <span role="status" className={hidden.visuallyHidden}>
        Loading products…
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={skeleton.picture} />
          <div className={styles.body}>
            <div className={styles.name} />
            <div className={skeleton.lines}>
              {Array.from({ length: LINES }, (_, line) => (
                <div key={line} className={skeleton.line} />
              ))}
            </div>
          </div>
        </div>
      ))}
    </>
  );
}

export function NoProducts({ title = 'No products here yet', children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.none}>
      <p className={styles.noneTitle}>{title}</p>
      {children}
    </div>
  );
}
