import styles from './list-states.module.css';

export type EmptyMessage = { title: string; description: string };

/** An empty list's message (Chakra's EmptyState, drawn from a static stylesheet). */
export function ListEmpty({ title, description }: EmptyMessage) {
  return (
    <div className={styles.empty}>
      <div className={styles.content}>
        {/* Under the tab's h1: a level-3 title would skip a level. */}
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.description}>{description}</p>
      </div>
    </div>
  );
}
