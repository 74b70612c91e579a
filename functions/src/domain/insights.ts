import {
  INSIGHT_METRICS,
  MARKET_METRICS,
  forbidden,
  notFound,
  permissions,
  type InsightDay,
  type ListingInsights,
  type MarketMetric,
  type MarketplaceInsights,
  type SellerInsights,
} from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { DAY_MS, dailyCounts, listingStats, viewsSinceListed, type Counts } from '../store/listing-stats.js';
import { marketStats } from '../store/market-stats.js';
import { productsStore } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import { noteActive } from './activity.js';
import type { Caller } from './caller.js';
import { getProduct } from './products.js';


/** Most viewed listings a seller is shown, and how many are read to find them (some may be gone). */
const TOP_LISTINGS = 5;
const TOP_READ = 10;

/** A seller's count of their listings stops here: a constant read (an aggregation) whatever they listed. */
const LISTINGS_COUNTED_UP_TO = 10_000;

/**
 * POST /products/{id}/views: a signed-in person opened the machine's page. Counted once a person a
 * day; the seller's own and admins' openings are not people looking to buy.
 */
export async function recordView(caller: Caller, productId: string): Promise<{ counted: boolean }> {
  const product = await getProduct(productId);
  if (product.sellerUid === caller.uid || permissions.actForOthers(caller.role)) return { counted: false };
  const counted = (await commitTogether(listingStats.viewWrites(product, caller.uid))) === 'committed';
  await noteActive(caller.uid, 'buyer');
  return { counted };
}

/** The span's days, oldest first, each with its counts. */
const seriesOf = (counts: Counts, days: number, now: number): InsightDay[] => dailyCounts(counts, INSIGHT_METRICS, days, now);

/** A metric summed over the span's days. */
const totalOf = <M extends string>(series: Record<M, number>[], metric: M) => series.reduce((sum, day) => sum + day[metric], 0);

const totalsOf = (series: InsightDay[]) => Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, totalOf(series, metric)])) as Omit<InsightDay, 'day'>;

/** GET /insights/listings/{id}: its seller's, or an admin's. SHARDS + 2 reads (+1, the sale, for a sold one). */
export async function listingInsights(caller: Caller, id: string, days: number): Promise<ListingInsights> {
  const product = await productsStore.get(id);
  if (!product) throw notFound('No product with that id.');
  if (product.sellerUid !== caller.uid && !permissions.actForOthers(caller.role)) throw forbidden('Only the seller of this machine can see its insights.');
  const [counts, soldAt] = await Promise.all([listingStats.ofListing(id), product.sold ? salesStore.soldAt(id) : Promise.resolve(null)]);
  const now = Date.now();
  const series = seriesOf(counts, days, now);
  const listedAt = Date.parse(product.createdAt);
  return {
    productId: id,
    productName: product.productName,
    days,
    series,
    totals: totalsOf(series),
    daysOnMarket: Math.max(0, Math.floor(((soldAt ?? now) - listedAt) / DAY_MS)),
    sold: product.sold,
    priceHistory: product.priceHistory,
  };
}

/** GET /insights/seller: a seller's own, summed over their listings. SHARDS + 1 + at most 10 reads. */
export async function sellerInsights(caller: Caller, days: number): Promise<SellerInsights> {
  if (!permissions.seeSellerTabs(caller.role)) throw forbidden(`Dear ${caller.name}, insights are for sellers: they count what happens to your listings.`);
  const [counts, listings] = await Promise.all([listingStats.ofSeller(caller.uid), productsStore.countBySeller(caller.uid, LISTINGS_COUNTED_UP_TO)]);
  const series = seriesOf(counts, days, Date.now());
  const viewed = viewsSinceListed(counts)
    .sort((a, b) => b.views - a.views)
    .slice(0, TOP_READ);
  const products = await Promise.all(viewed.map((v) => productsStore.get(v.productId)));
  const topListings = viewed
    .flatMap((v, i) => {
      const p = products[i];
      return p && p.sellerUid === caller.uid ? [{ productId: p._id, productName: p.productName, picture: p.picture, views: v.views }] : [];
    })
    .slice(0, TOP_LISTINGS);
  return { days, series, totals: totalsOf(series), listings: Math.min(listings, LISTINGS_COUNTED_UP_TO), topListings };
}

/** GET /insights/marketplace: admins only. SHARDS reads of the marketplace's counts. */
export async function marketplaceInsights(caller: Caller, days: number): Promise<MarketplaceInsights> {
  if (!permissions.readMarketplace(caller.role)) throw forbidden(`Dear ${caller.name} only admin can see the marketplace overview.`);
  const counts = await marketStats.read();
  const now = Date.now();
  const series = dailyCounts(counts, MARKET_METRICS, days, now);
  const total = (metric: MarketMetric) => totalOf(series, metric);
  const average = (metric: MarketMetric) => Math.round((total(metric) / days) * 10) / 10;
  return {
    days,
    series,
    totals: { listingsAdded: total('listingsAdded'), dealsAccepted: total('dealsAccepted') },
    averageActiveBuyers: average('activeBuyers'),
    averageActiveSellers: average('activeSellers'),
  };
}
