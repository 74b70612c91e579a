import type { PublicProduct } from '@contract';
import { machineType } from '@contract/category';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PlainFallbackImage } from '@/components/ui/fallback-image';
import { formatPrice } from '@/lib/format';
import styles from './picture-card.module.css';

// The heart comes after the cards: the home page's first JavaScript carries none of it.
const FavouriteHeart = lazy(async () => ({ default: (await import('@/features/favourite-heart')).FavouriteHeart }));

type AdvertisedCardProps = { product: Pick<PublicProduct, '_id' | 'productName' | 'picture' | 'categorySize' | 'resalePrice'> };

/**
 * An advertised machine: the spec's Machine Size (the product name, in the owner's wording) and
 * Machine Type, with its price, which a buyer scanning the home page looks for first.
 */
export function AdvertisedCard({ product }: AdvertisedCardProps) {
  const { _id, productName, picture, categorySize, resalePrice } = product;
  return (
    // The heart floats over the picture beside the card's link, never inside it: one control in another is not allowed.
    <div className={styles.frame}>
      <Link to={`/product/${encodeURIComponent(_id)}`} className={styles.link}>
        <div className={styles.card}>
          <PlainFallbackImage src={picture} alt={productName} width={400} height={300} className={styles.picture} />
          <div className={styles.body}>
            <p className={styles.title}>Machine Size: {productName}</p>
            <p className={styles.price}>{formatPrice(resalePrice)}</p>
            <p className={styles.detail}>Machine Type: {machineType(categorySize)}</p>
          </div>
        </div>
      </Link>
      <div className={styles.overPicture}>
        <Suspense fallback={null}>
          <FavouriteHeart productId={_id} machine={productName} look="over-picture" />
        </Suspense>
      </div>
    </div>
  );
}
