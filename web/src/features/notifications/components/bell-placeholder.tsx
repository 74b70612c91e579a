import styles from './bell-button.module.css';

/** Holds the bell's place, its size, while its code arrives: the top bar does not jump. */
export function BellPlaceholder() {
  return <span aria-hidden="true" className={styles.placeholder} />;
}
