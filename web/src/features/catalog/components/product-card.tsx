import { machineType, type ListedProduct } from '@contract';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { SoldBadge } from '@/components/ui/sold-badge';
import { ChevronRightIcon } from '@/components/ui/media-icons';
import { VerifiedTickWithDate } from '@/components/ui/verified-tick';
import { AskSeller } from '@/features/ask-seller';
import { BookNow } from '@/features/booking';
import { FavouriteHeart } from '@/features/favourite-heart';
import { formatPrice } from '@/lib/format';
import styles from './product-card.module.css';
import { ProductInfo } from './product-info';
import type { PictureSlot } from './picture-sources';
import { ProductPicture } from './product-picture';
import { SellerInfo } from './seller-info';

type ProductCardProps = {
  product: ListedProduct;
  slot?: PictureSlot;
  priority?: boolean;
  /** The product page's card: every field shown at once, no disclosure. */
  full?: boolean;
};

/**
 * A product: its pictures, name, price, heart, and "Book now" and "Ask the seller" for this product. In the catalog grid
 * (the default) the card is short enough to scan: the facts a buyer compares (size, year, years
 * used, place, seller with the tick) and an "All specifications" disclosure holding the seller's
 * and machine's every field, drawn only once opened. On the product page (`full`) everything
 * shows at once. `slot` sizes its pictures; `priority` marks the page's main card, whose picture
 * is fetched first. Its own markup is styled by a static stylesheet; Chakra draws only the
 * interactive parts. Memoised: a page of cards is not drawn again when only the page around it is.
 */
export const ProductCard = memo(function ProductCard({ product, slot = 'card', priority = false, full = false }: ProductCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <ProductPicture product={product} slot={slot} priority={priority} />
      <div className={styles.body}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.name}>
            {full ? (
              product.productName
            ) : (
              <Link to={`/product/${encodeURIComponent(product._id)}`} className={styles.nameLink}>
                {product.productName}
              </Link>
            )}
          </h2>
          <div className={styles.marks}>
            {product.sold && <SoldBadge />}
            <FavouriteHeart productId={product._id} machine={product.productName} />
          </div>
        </div>
        <p className={styles.price}>{formatPrice(product.resalePrice)}</p>
        {full ? <Specifications product={product} /> : <CardSummary product={product} />}
      </div>
      <div className={styles.footer}>
        <BookNow product={product} />
        <AskSeller product={product} />
      </div>
    </article>
  );
});

/** The seller's and the machine's every field, as the spec lists them. */
function Specifications({ product }: { product: ListedProduct }) {
  return (
    <>
      <SellerInfo product={product} />
      <hr className={styles.separator} />
      <ProductInfo product={product} />
    </>
  );
}

/** The card's facts to scan, then the disclosure with the rest. */
function CardSummary({ product }: { product: ListedProduct }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const facts: [label: string, value: string][] = [
    ['Machine size', `${product.categorySize} (${machineType(product.categorySize)})`],
    ['Manufacturing year', String(product.mfYear)],
    ['Years used', String(product.yearOfUse)],
    ['Location', product.location],
  ];
  return (
    <>
      <dl className={styles.summary}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.summaryFact}>
            <dt className={styles.summaryLabel}>{label}</dt>
            <dd className={styles.summaryValue}>{value}</dd>
          </div>
        ))}
        <div className={`${styles.summaryFact} ${styles.summarySeller}`}>
          <dt className={styles.summaryLabel}>Seller</dt>
          <dd className={`${styles.summaryValue} ${styles.seller}`}>
            <span>{product.sellerName}</span>
            {product.sellerVerify && <VerifiedTickWithDate verifiedAt={product.sellerVerifiedAt} />}
          </dd>
        </div>
      </dl>
      <div className={styles.disclosure}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          All specifications
          <span aria-hidden="true" className={styles.chevron}>
            <ChevronRightIcon size="1.1em" />
          </span>
        </button>
        {/* Drawn only when opened: most cards of a page are never opened, and their facts would double each card's markup. */}
        <div id={detailsId} role="region" aria-label={`All specifications of ${product.productName}`} hidden={!open} className={styles.details}>
          {open && <Specifications product={product} />}
        </div>
      </div>
    </>
  );
}
