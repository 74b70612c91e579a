import { useDeferredValue } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pageTitle } from '@/config/site';
import { useProducts } from '../api/get-products';
import { hasFilters } from '../search/search-address';
import { FilterSidebar } from '../search/components/filter-panel';
import { SearchBar } from '../search/components/search-bar';
import { NoMatches, SearchCannotRun } from '../search/components/search-states';
import { useCatalogSearch } from '../search/use-catalog-search';
import { categoryHeading } from './category-heading';
import { ProductCard } from './product-card';
import { ProductPhotos } from './product-photos';
import { LoadFailed } from '@/components/ui/load-failed';
import cardList from './card-list.module.css';
import { NoProducts, ProductCardOutline, ProductSkeletons } from './product-states';
import { useCardsInView } from './use-cards-in-view';
import { useKeptScrollPosition } from './use-kept-scroll-position';
import { countText } from '@/lib/count-text';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { StaticButton } from '@/components/ui/static-button';
import focus from '@/components/ui/styles/focus-ring.module.css';
import styles from './category-page.module.css';

/**
 * `/category/{size}` and `/category/all`: the products of one machine size, or all of them, found
 * with the search of the address (keywords, filters, order; see the search folder). Without one,
 * the plain list, newest first.
 */
export function CategoryPage() {
  const { id: size = 'all' } = useParams();
  const catalog = useCatalogSearch();
  // The filters sit beside the results from Chakra's lg up, in a drawer below it.
  const wide = useMediaQuery(WIDE_SCREEN);
  const { data, error, isValidating, size: pageCount, setSize, mutate } = useProducts(size, catalog.valid ? catalog.search : null);
  // The results are drawn from the deferred answer: SWR's answer re-renders the page at once, and
  // a page of cards then comes in a transition React slices (the cards themselves are memoised).
  const pages = useDeferredValue(data);

  const products = pages?.flatMap((page) => page.data) ?? [];
  const first = pages?.[0];
  // A search's matches are counted up to 1,000: past that the page says "1,000+".
  const total = first && countText(first.total ?? first.data.length, first.totalCapped);
  const hasMore = Boolean(pages?.at(-1)?.next);
  const loadingMore = Boolean(pages) && pages?.length !== pageCount && !error;
  const cards = useCardsInView();
  useKeptScrollPosition({ ready: Boolean(pages) });

  const results = !catalog.valid && !catalog.checking ? (
    <SearchCannotRun errors={catalog.errors} onClearFilters={catalog.clearFilters} />
  ) : error && !pages ? (
    <LoadFailed what="the products" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
  ) : !pages ? (
    // At least a screen high, so the footer stays below the fold until the cards replace it.
    <div aria-busy="true" className={styles.arriving}>
      <ProductSkeletons count={4} />
    </div>
  ) : products.length === 0 ? (
    hasFilters(catalog.search) ? (
      <NoMatches onClearFilters={catalog.clearFilters} />
    ) : (
      <NoProducts>
        <p className={styles.muted}>
          Machines of this size appear here as soon as sellers list them.{' '}
          <RouterLink to="/category/all" className={focus.plainLink}>
            See All Products
          </RouterLink>
        </p>
      </NoProducts>
    )
  ) : (
    <ProductPhotos products={products}>
      <ul className={cardList.list} onFocus={cards.onFocus}>
        {products.map((product, index) => (
          <li key={product._id} className={cardList.slot} {...cards.slot(product._id, index)}>
            {/* The first card's picture is what a phone paints largest first: fetched at once. */}
            {cards.drawn(product._id, index) ? <ProductCard product={product} priority={index === 0} /> : <ProductCardOutline product={product} />}
          </li>
        ))}
      </ul>
    </ProductPhotos>
  );

  const list = (
    <div className={styles.results}>
      {results}
      {catalog.valid && pages && products.length > 0 && (
        <div className={styles.more}>
          <p role="status" className={styles.muted}>
            Showing {products.length} of {total}
          </p>
          {error ? (
            <LoadFailed what="more products" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
          ) : (
            hasMore && (
              <StaticButton size="md" onClick={() => void setSize(pageCount + 1)} loading={loadingMore} loadingText="Loading more…">
                Load more
              </StaticButton>
            )
          )}
        </div>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <title>{pageTitle(size === 'all' ? 'All products' : `Size ${size} products`)}</title>
      <div className={styles.column}>
        <h1 className={styles.heading}>
          {total === undefined ? (
            <span className={!error && (catalog.valid || catalog.checking) ? styles.countArriving : undefined}>{categoryHeading(size, '–')}</span>
          ) : (
            categoryHeading(size, total)
          )}
        </h1>
        <SearchBar size={size} catalog={catalog} wide={wide} total={total} />
        {wide ? (
          <div className={styles.withSidebar}>
            <FilterSidebar search={catalog.search} errors={catalog.errors} onApply={(filters) => catalog.change(filters)} />
            {list}
          </div>
        ) : (
          <div>{list}</div>
        )}
      </div>
    </div>
  );
}
