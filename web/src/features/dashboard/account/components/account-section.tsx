import { useId, type ReactNode } from 'react';
import styles from './account-section.module.css';

type AccountSectionProps = {
  title: string;
  /** A sentence under the heading: what the section is for. */
  description?: ReactNode;
  /** The danger zone: a red frame, so deleting the account never looks like the other settings. */
  danger?: boolean;
  children?: ReactNode;
};

/** One part of the Account page: a landmark named by its heading, in a frame of its own. */
export function AccountSection({ title, description, danger = false, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={danger ? `${styles.section} ${styles.danger}` : styles.section}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
