import { machineType, type Category } from '@contract/category';
import { Link } from 'react-router-dom';
import { PlainFallbackImage } from '@/components/ui/fallback-image';
import styles from './picture-card.module.css';

export function CategoryCard({ category }: { category: Category }) {
  const { categorySize, categoryImage } = category;
  return (
    <Link to={`/category/${encodeURIComponent(categorySize)}`} className={styles.link}>
      <div className={styles.card}>
        <PlainFallbackImage src={categoryImage} alt={`Size ${categorySize} machine`} width={400} height={300} className={styles.picture} />
        <div className={styles.body}>
          <p className={styles.largeTitle}>Size: {categorySize}</p>
          <p className={styles.detail}>Type: {machineType(categorySize)}</p>
        </div>
      </div>
    </Link>
  );
}
