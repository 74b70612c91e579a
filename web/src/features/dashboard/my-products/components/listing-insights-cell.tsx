import type { ListedProduct } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import skeleton from '@/components/ui/skeleton.module.css';
import { staticButtonClass } from '@/components/ui/static-button';
import hidden from '@/components/ui/visually-hidden.module.css';
import { useListingInsights } from '../../insights/api/insights';
import { countOf } from '../../insights/insight-words';
import { listingInsightsPath } from '../../insights/listing-insights-path';
import { ViewsSparkline } from '../../insights/components/views-sparkline';
import cells from '../../components/cells.module.css';
import styles from './listing-insights-cell.module.css';

const SPAN = 30;

/**
 * A listing's views over the last 30 days, as a small line and in words for screen readers, and
 * the way to its insights. The figures are a bonus to the row: while they load, or if they cannot
 * be had, the row still shows the link.
 */
export function ListingInsightsCell({ product }: { product: ListedProduct }) {
  const { data, error } = useListingInsights(product._id, SPAN);
  return (
    <div className={cells.lines}>
      <div className={styles.views}>
        {data ? (
          <>
            <ViewsSparkline views={data.series.map((day) => day.views)} />
            <span className={hidden.visuallyHidden}>{`${countOf('views', data.totals.views)} in ${SPAN} days`}</span>
          </>
        ) : error ? null : (
          <div className={`${skeleton.shape} ${styles.loading}`} aria-hidden="true" />
        )}
      </div>
      <RouterLink className={staticButtonClass()} to={listingInsightsPath(product._id)} aria-label={`Insights of ${product.productName}`}>
        Insights
      </RouterLink>
    </div>
  );
}
