import { Link } from 'react-router-dom';
import { EngineIcon } from '@/components/ui/icons';
import { PRODUCT_NAME } from '@/config/site';
import styles from './brand.module.css';

export function Brand() {
  return (
    <Link to="/" className={styles.brand}>
      <span className={styles.engine}>
        <EngineIcon size="1.75rem" />
      </span>
      <span className={styles.name}>{PRODUCT_NAME}</span>
    </Link>
  );
}
