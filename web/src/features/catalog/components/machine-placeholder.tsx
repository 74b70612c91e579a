import { EngineIcon } from '@/components/ui/icons';
import styles from './machine-placeholder.module.css';

/**
 * What a listing without a photo (or whose photo fails) shows in the picture's 4:3 box: a drawn
 * engine and the machine's name, so the card is still recognisable at a glance. It takes the
 * picture's place and size exactly, so the page's still shell and the app draw the same box.
 */
export function MachinePlaceholder({ name, className }: { name: string; className?: string }) {
  return (
    <span role="img" aria-label={name} className={className ? `${styles.placeholder} ${className}` : styles.placeholder}>
      <span aria-hidden="true" className={styles.drawing}>
        <EngineIcon size="3rem" strokeWidth={1.5} />
      </span>
      <span aria-hidden="true" className={styles.name}>
        {name}
      </span>
      <span aria-hidden="true" className={styles.note}>
        No photo yet
      </span>
    </span>
  );
}
