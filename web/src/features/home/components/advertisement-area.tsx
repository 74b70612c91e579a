import type { ReactNode } from 'react';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { AdvertisedCard } from './advertised-card';
import section from './home-section.module.css';

function AdvertisementSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="advertisement-heading">
      <div className={`${section.container} ${section.roomyAbove}`}>
        <div className={section.column}>
          <h2 id="advertisement-heading" className={section.heading}>
            Advertisement Area
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * The products sellers advertise on the home page. With none, or when they cannot be loaded, the
 * area is left out: it is a showcase, and the categories below still lead to every product.
 */
export function AdvertisementArea() {
  const { data: products, isLoading } = useAdvertisedProducts();

  if (isLoading) {
    return (
      <AdvertisementSection>
        <CardSkeletons count={3} lines={4} status="Loading advertised products…" />
      </AdvertisementSection>
    );
  }
  if (!products?.length) return null;
  return (
    <AdvertisementSection>
      <CardList items={products} card={(product) => <AdvertisedCard product={product} />} />
    </AdvertisementSection>
  );
}
