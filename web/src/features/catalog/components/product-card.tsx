import type { ListedProduct } from '@contract';
import { useId } from 'react';
import { SoldBadge } from '@/components/ui/sold-badge';
import { BookNow } from '@/features/booking';
import { FavouriteHeart } from '@/features/favourite-heart';
import { formatPrice } from '@/lib/format';
import styles from './product-card.module.css';
import { ProductInfo } from './product-info';
import type { PictureSlot } from './picture-sources';
import { ProductPicture } from './product-picture';
import { SellerInfo } from './seller-info';

/**
 * A product in full: its pictures, seller, every field, its heart, and "Book now" for this product.
 * `slot` says where it is drawn, for the size of its pictures: in the catalog grid by default;
 * `priority` marks the page's main card, whose picture is fetched first.
 * Its own markup is styled by a static stylesheet; Chakra draws only the interactive parts.
 */
export function ProductCard({ product, slot = 'card', priority = false }: { product: ListedProduct; slot?: PictureSlot; priority?: boolean }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <ProductPicture product={product} slot={slot} priority={priority} />
      <div className={styles.body}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.name}>
            {product.productName}
          </h2>
          <div className={styles.marks}>
            {product.sold && <SoldBadge />}
            <FavouriteHeart productId={product._id} machine={product.productName} />
          </div>
        </div>
        <p className={styles.price}>{formatPrice(product.resalePrice)}</p>
        <SellerInfo product={product} />
        <hr className={styles.separator} />
        <ProductInfo product={product} />
      </div>
      <div className={styles.footer}>
        <BookNow product={product} />
      </div>
    </article>
  );
}
