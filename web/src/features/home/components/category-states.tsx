import styles from './category-states.module.css';

export function NoCategories() {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>No categories yet</p>
      <p className={styles.detail}>Machine sizes appear here as soon as sellers list them.</p>
    </div>
  );
}
