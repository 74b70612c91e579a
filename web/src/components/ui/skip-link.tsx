import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: hidden until focused, then jumps past the top bar. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      Skip to main content
    </a>
  );
}
