import type { ListedProduct } from '@contract';
import { useId, type ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import styles from './product-states.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';
import skeleton from '@/components/ui/skeleton.module.css';

/** The lines of text a loading card stands in for. */
const LINES = 6;

export function ProductSkeletons({ count }: { count: number }) {
  return (
    <>
      <span role="status" className={hidden.visuallyHidden}>
        Loading products…
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={skeleton.picture} />
          <div className={styles.body}>
            <div className={styles.name} />
            <div className={skeleton.lines}>
              {Array.from({ length: LINES }, (_, line) => (
                <div key={line} className={skeleton.line} />
              ))}
            </div>
          </div>
        </div>
      ))}
    </>
  );
}

export function NoProducts({ title = 'No products here yet', children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.none}>
      <p className={styles.noneTitle}>{title}</p>
      {children}
    </div>
  );
}

/**
 * A card not drawn yet (see useCardsInView): the card's frame and height, its name as the card's
 * heading and its price, so the list reads whole (headings, find in page) before every card is drawn.
 */
export function ProductCardOutline({ product }: { product: Pick<ListedProduct, '_id' | 'productName' | 'resalePrice'> }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={`${styles.card} ${styles.outline}`}>
      <div className={`${skeleton.picture} ${skeleton.still}`} aria-hidden="true" />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.outlineName}>
          {product.productName}
        </h2>
        <p className={styles.outlinePrice}>{formatPrice(product.resalePrice)}</p>
        <div className={skeleton.lines} aria-hidden="true">
          {Array.from({ length: LINES }, (_, line) => (
            <div key={line} className={`${skeleton.line} ${skeleton.still}`} />
          ))}
        </div>
      </div>
    </article>
  );
}
