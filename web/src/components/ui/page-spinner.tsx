import styles from './page-spinner.module.css';

/**
 * Shown while the first screen's code (or the account) arrives, drawn from a static stylesheet:
 * a screen that draws no Chakra part then never builds Chakra's theme (provider.tsx).
 */
export function PageSpinner() {
  return (
    <div className={styles.page}>
      <span className={styles.spinner} aria-label="Loading page" />
    </div>
  );
}
