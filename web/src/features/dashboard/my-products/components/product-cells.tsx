import type { ListedProduct } from '@contract';
import { PlainFallbackImage } from '@/components/ui/fallback-image';
import { SoldBadge } from '@/components/ui/sold-badge';
import { StaticBadge } from '@/components/ui/static-badge';
import cells from '../../components/cells.module.css';

/** The product's real picture, small; the placeholder when it has none or it fails to load. */
export function ProductThumbnail({ product }: { product: ListedProduct }) {
  return <PlainFallbackImage src={product.picture} alt={product.productName} width={80} height={60} className={cells.thumbnail} />;
}

/** The listing's name (marked Sold once a deal sold it) and its id. */
export function NameAndId({ product }: { product: ListedProduct }) {
  return (
    <>
      <p className={cells.strong}>
        {product.productName} {product.sold ? <SoldBadge className={cells.afterName} /> : null}
      </p>
      <p className={cells.id}>Id: {product._id}</p>
    </>
  );
}

/** Stock: from the product's own sold flag (the original always said "Available"). */
export function Stock({ product }: { product: ListedProduct }) {
  return <StaticBadge palette={product.sold ? 'red' : 'green'}>{product.sold ? 'Un Available' : 'Available'}</StaticBadge>;
}
