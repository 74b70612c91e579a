import type { DocumentData, Query } from 'firebase-admin/firestore';
import { badRequest, type Product } from '../contract/index.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * How a catalog search reads Firestore, as the domain planned it: equality filters and at most
 * one keyword (`array-contains`) served by the indexes, one order with an optional range on its
 * own key, and `keep` for what no index serves (a second keyword, a range on another field),
 * checked on the scanned listings. A page scans at most `scanLimit` listings: when `keep` is
 * selective a page may hold fewer than asked, and `next` goes on from where the scan stopped.
 */
export type OrderField = 'sortKey' | 'priceKey' | 'yearKey' | 'usedKey';
export type CatalogPlan = {
  equalities: [field: 'categorySize' | 'fuelKey' | 'makeKey' | 'locationKey' | 'sellerVerify' | 'sold', value: string | boolean][];
  contains?: string;
  order: { field: OrderField; direction: 'asc' | 'desc' };
  range?: { from?: string; before?: string };
  keep: ((listing: { searchTokens: string[]; resalePrice: number; mfYear: number; yearOfUse: number }) => boolean) | null;
  scanLimit: number;
  /** The range `total` is counted with: the scan's own, or (sorted by another field) the one range asked. */
  countRange?: { field: OrderField; from?: string; before?: string };
};

const KEY = /^[\w.:-]{1,200}$/;

function encode(field: OrderField, key: string): string {
  return Buffer.from(JSON.stringify([field, key])).toString('base64url');
}

function decode(cursor: string, field: OrderField): string {
  try {
    const [f, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (f === field && typeof key === 'string' && KEY.test(key)) return key;
  } catch {
    /* refused below */
  }
  throw badRequest('Invalid cursor: use the `next` value of the previous page of the same search.');
}

/** The indexed part of the search (equalities, the driving keyword, a range on `rangeField`). */
function indexed(plan: CatalogPlan, range = plan.range, rangeField: OrderField = plan.order.field): Query<DocumentData> {
  let query: Query<DocumentData> = firestore().collection('products');
  for (const [field, value] of plan.equalities) query = query.where(field, '==', value);
  if (plan.contains) query = query.where('searchTokens', 'array-contains', plan.contains);
  if (range?.from !== undefined) query = query.where(rangeField, '>=', range.from);
  if (range?.before !== undefined) query = query.where(rangeField, '<', range.before);
  return query;
}

/**
 * What `total` counts: the search's indexed part with the count's range, in that range's own
 * order (the index a search sorted by that field uses). A price range while sorting newest first
 * is counted on prices, so the total is exact; it is an upper bound only when checks remain
 * that no index serves (a second keyword, a second range).
 */
function counted(plan: CatalogPlan): Query<DocumentData> {
  const { field, ...range } = plan.countRange ?? { field: plan.order.field, ...plan.range };
  const direction = field === plan.order.field ? plan.order.direction : 'asc';
  return indexed(plan, range, field).orderBy(field, direction);
}

export async function searchCatalog<P extends Product>(
  plan: CatalogPlan,
  page: { limit: number; cursor?: string },
  fromDoc: (id: string, data: DocumentData) => P,
  countUpTo: number,
): Promise<{ items: P[]; next: string | null; total: number }> {
  const { field, direction } = plan.order;
  let after = page.cursor ? decode(page.cursor, field) : undefined;
  const items: { product: P; key: string }[] = [];
  let scanned = 0;
  let more = true;
  // Counted up to `countUpTo` + 1: a bounded number of index entries, whatever the matches.
  const counting = withDeadline(counted(plan).limit(countUpTo + 1).count().get());
  // Awaited below; should a page's read fail first, its failure must not go unhandled, which
  // would end the whole process (an instance of the API, with every request in it).
  counting.catch(() => undefined);
  while (items.length <= page.limit && more && scanned < plan.scanLimit) {
    let query = indexed(plan).orderBy(field, direction);
    if (after !== undefined) query = query.where(field, direction === 'desc' ? '<' : '>', after);
    const chunk = Math.min(page.limit + 1, plan.scanLimit - scanned);
    const snap = await withDeadline(query.limit(chunk).get());
    documentReads.add(snap.size);
    scanned += snap.size;
    more = snap.size === chunk;
    for (const doc of snap.docs) {
      const data = doc.data();
      after = String(data[field]);
      if (plan.keep && !plan.keep({ searchTokens: data.searchTokens ?? [], resalePrice: Number(data.resalePrice), mfYear: Number(data.mfYear), yearOfUse: Number(data.yearOfUse) })) continue;
      items.push({ product: fromDoc(doc.id, data), key: after });
    }
  }
  const total = (await counting).data().count;
  documentReads.add(1);
  // A match beyond the page: the next page starts after the page's last listing. Otherwise the
  // next page (if the scan could go on) starts after the last listing scanned.
  const page_ = items.slice(0, page.limit);
  const resumeAt = items.length > page.limit ? page_[page_.length - 1]?.key : more ? after : undefined;
  return { items: page_.map((i) => i.product), next: resumeAt === undefined ? null : encode(field, resumeAt), total };
}
