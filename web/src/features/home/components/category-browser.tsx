import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { staticButtonClass } from '@/components/ui/static-button';
import { useCategories } from '../api/get-categories';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import styles from './category-browser.module.css';
import { CategoryCard } from './category-card';
import { NoCategories } from './category-states';
import section from './home-section.module.css';

/** Target of the intro's "Second Hand Category" button. */
export const CATEGORY_ANCHOR = 'category';

function CategoryList() {
  const { data: categories, error, isLoading, isValidating, mutate } = useCategories();

  // A failed refresh keeps showing the categories already on screen.
  if (error && !categories) {
    return <LoadFailed what="the categories" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />;
  }
  if (isLoading || !categories) return <CardSkeletons count={6} lines={2} status="Loading categories…" />;
  if (categories.length === 0) return <NoCategories />;
  return <CardList items={categories} card={(category) => <CategoryCard category={category} />} />;
}

export function CategoryBrowser() {
  return (
    <section id={CATEGORY_ANCHOR} aria-labelledby="category-heading" className={styles.section}>
      <div className={`${section.container} ${section.roomy}`}>
        <div className={section.column}>
          <h2 id="category-heading" className={section.heading}>
            Browse items by category
          </h2>
          <CategoryList />
          <div>
            <Link to="/category/all" className={staticButtonClass({ variant: 'outline', size: 'md' })}>
              See All Products
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
