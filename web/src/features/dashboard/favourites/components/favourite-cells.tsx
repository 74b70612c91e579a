import type { Favourite } from '@contract';
import { machineType } from '@contract/category';
import { Link as RouterLink } from 'react-router-dom';
import { PlainFallbackImage } from '@/components/ui/fallback-image';
import { SoldBadge } from '@/components/ui/sold-badge';
import { StaticBadge } from '@/components/ui/static-badge';
import focus from '@/components/ui/styles/focus-ring.module.css';
import { formatPrice } from '@/lib/format';
import cells from '../../components/cells.module.css';
import styles from './favourite-cells.module.css';

/** The machine: its picture and name (a link to its page while it is listed), size and place. */
export function MachineCell({ favourite }: { favourite: Favourite }) {
  const { productId, productName, picture, categorySize, location, withdrawn } = favourite;
  return (
    <div className={styles.machine}>
      <PlainFallbackImage src={picture} alt="" width={80} height={60} className={cells.thumbnail} />
      <div className={cells.closeLines}>
        {withdrawn ? (
          <p className={cells.strong}>{productName}</p>
        ) : (
          <RouterLink className={`${focus.underlinedOnHover} ${styles.name}`} to={`/product/${encodeURIComponent(productId)}`}>
            {productName}
          </RouterLink>
        )}
        <p className={cells.note}>
          Size {categorySize} ({machineType(categorySize)}) · {location}
        </p>
      </div>
    </div>
  );
}

/**
 * The price now; after a drop, the price it was saved at struck through before it ("$1,250 →
 * $990") with a "Price dropped" mark; after a rise, the saved price below it.
 */
export function PriceCell({ favourite }: { favourite: Favourite }) {
  const { savedPrice, resalePrice, priceDropped } = favourite;
  if (priceDropped) {
    return (
      <div className={cells.lines}>
        <StaticBadge palette="blue" variant="surface">
          Price dropped
        </StaticBadge>
        <p className={styles.oneLine}>
          <del className={cells.quiet}>{formatPrice(savedPrice)}</del> → <strong>{formatPrice(resalePrice)}</strong>
        </p>
      </div>
    );
  }
  return (
    <div className={cells.closeLines}>
      <p className={styles.oneLine}>{formatPrice(resalePrice)}</p>
      {resalePrice !== savedPrice ? <p className={`${cells.note} ${styles.oneLine}`}>Saved at {formatPrice(savedPrice)}</p> : null}
    </div>
  );
}

/**
 * Where the machine stands: sold, taken off the marketplace (orange, as a withdrawn booking), or on
 * sale (green); the word always says it, the colour only helps.
 */
export function StatusCell({ favourite }: { favourite: Favourite }) {
  if (favourite.withdrawn) {
    return (
      <div className={cells.lines}>
        <StaticBadge palette="orange" variant="surface">
          Withdrawn
        </StaticBadge>
        <p className={cells.note}>Taken off the marketplace</p>
      </div>
    );
  }
  if (favourite.sold) return <SoldBadge />;
  return (
    <StaticBadge palette="green" variant="surface">
      On sale
    </StaticBadge>
  );
}
