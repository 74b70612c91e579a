import {
  INSIGHT_METRICS,
  MARKET_METRICS,
  forbidden,
  notFound,
  permissions,
  type InsightDay,
  type ListingInsights,
  type MarketDay,
  type MarketMetric,
  type MarketplaceInsights,
  type SellerInsights,
} from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { dayKey, listingStats, viewsSinceListed, type Counts } from '../store/listing-stats.js';
import { marketStats } from '../store/market-stats.js';
import { productsStore } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import { noteActive } from './activity.js';
import type { Caller } from './caller.js';
import { getProduct } from './products.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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
function seriesOf(counts: Counts, days: number, now: number): InsightDay[] {
  return Array.from({ length: days }, (_, i) => {
    const ms = now - (days - 1 - i) * DAY_MS;
    const key = dayKey(ms);
    const day = Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, counts.get(`${metric}_${key}`) ?? 0])) as Omit<InsightDay, 'day'>;
    return { day: new Date(ms).toISOString().slice(0, 10), ...day };
  });
}

function totalsOf(series: InsightDay[]): Omit<InsightDay, 'day'> {
  return Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, series.reduce((sum, day) => sum + day[metric], 0)])) as Omit<InsightDay, 'day'>;
}

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
  const series = Array.from({ length: days }, (_, i) => {
    const ms = now - (days - 1 - i) * DAY_MS;
    const key = dayKey(ms);
    const day = Object.fromEntries(MARKET_METRICS.map((metric) => [metric, counts.get(`${metric}_${key}`) ?? 0])) as Omit<MarketDay, 'day'>;
    return { day: new Date(ms).toISOString().slice(0, 10), ...day };
  });
  const total = (metric: MarketMetric) => series.reduce((sum, day) => sum + day[metric], 0);
  const average = (metric: MarketMetric) => Math.round((total(metric) / days) * 10) / 10;
  return {
    days,
    series,
    totals: { listingsAdded: total('listingsAdded'), dealsAccepted: total('dealsAccepted') },
    averageActiveBuyers: average('activeBuyers'),
    averageActiveSellers: average('activeSellers'),
  };
}
