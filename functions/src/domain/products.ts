import { createHash } from 'node:crypto';
import { permissions, picturesOf, productInputSchema, productSeenBy, type ListedProduct, type PageRequest, type Product, type ProductInput } from '../contract/index.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, forbidden, notFound } from '../contract/errors.js';
import { marketStats } from '../store/market-stats.js';
import { productsStore, type StoredProduct } from '../store/products.js';
import { removalsStore } from '../store/removals.js';
import { usersStore } from '../store/users.js';
import { noteActive } from './activity.js';
import { postedAt } from './clock.js';
import { COUNT_CAP, counted } from './counts.js';
import { handOn, owe, type Owed } from './work/owed.js';
import { listOwner } from './list-owner.js';
import { isOwnPicture } from './pictures.js';

/** What the seller wrote (every field of the listing form): a retry of a listing must say the same. */
const LISTING_FIELDS = Object.keys(productInputSchema.shape) as (keyof ProductInput & keyof Product)[];

/** Every picture of a listing must be in its seller's own product folder of our storage. */
function ownPictures(pictures: string[], sellerUid: string): string[] {
  if (!pictures.every((url) => isOwnPicture(url, 'product', sellerUid))) {
    throw badRequest('Invalid picture: upload the picture into your own folder of our image storage first.');
  }
  return pictures;
}

/** The id of the listing a seller submits under an idempotency key: the same for every retry. */
export function listingId(sellerUid: string, submission: string): string {
  return createHash('sha256').update(`${sellerUid}\n${submission}`).digest('hex').slice(0, 32);
}

/**
 * POST /products: only a seller lists a machine. Who the seller is, whether verified, when it was
 * posted and that it is unsold come from the token and the server, never from the request.
 * With a `submission` key (the Idempotency-Key header), a retry of a listing that was stored
 * (its answer lost to an outage, say) answers that listing instead of listing it twice.
 */
export async function addProduct(caller: Caller, input: ProductInput, submission?: string): Promise<StoredProduct> {
  if (!permissions.addProduct(caller.role)) {
    throw forbidden(`Dear ${caller.name} are a ${caller.role}, only seller can add a product.`);
  }
  const pictures = ownPictures(picturesOf(input), caller.uid);
  const posted = postedAt();
  // The tick's date is the seller's record's (one read, for a verified seller only).
  const verifiedAt = caller.sellerVerify ? (await usersStore.get(caller.uid))?.verifiedAt : undefined;
  const product: Omit<StoredProduct, '_id'> = {
    productName: input.productName,
    categoryCompany: input.categoryCompany,
    categorySize: input.categorySize,
    categorySelf: input.categorySelf,
    madeOf: input.madeOf,
    ignitionMode: input.ignitionMode,
    speedCoolingCylinder: input.speedCoolingCylinder,
    pressureImpulse: input.pressureImpulse,
    pistonMovement: input.pistonMovement,
    fuel: input.fuel,
    details: input.details,
    picture: pictures[0]!,
    pictures,
    location: input.location,
    resalePrice: input.resalePrice,
    originalPrice: input.originalPrice,
    mfYear: input.mfYear,
    yearOfUse: input.yearOfUse,
    ...posted,
    priceHistory: [{ price: input.resalePrice, at: posted.createdAt }],
    sellerUid: caller.uid,
    sellerName: caller.name,
    sellerEmail: caller.email,
    // The profile's phone when the seller gave one (their listings all show it), else the one typed here.
    sellerNumber: caller.phone ?? input.sellerNumber ?? '',
    sellerVerify: caller.sellerVerify,
    ...(verifiedAt ? { sellerVerifiedAt: verifiedAt } : {}),
    sold: false,
    name: input.name ?? '',
    userInfo: input.userInfo ?? '',
  };
  // Whose saved searches it matches is work, however many searches there are.
  const id = submission === undefined ? productsStore.newId() : listingId(caller.uid, submission);
  const alerts = owe('alert-saved-searches', { productId: id });
  const also = [alerts.write, marketStats.eventWrite('listingsAdded')];
  if (submission === undefined) return alerted(await productsStore.create(id, product, also), alerts);
  const created = await productsStore.createOnce(id, product, also);
  if (created) return alerted(created, alerts);
  const earlier = await productsStore.get(id);
  // A key's listing that was deleted stays deleted: its id is never listed again.
  if (!earlier) throw conflict('This Idempotency-Key was already used for a listing that was deleted.');
  const same = (field: (typeof LISTING_FIELDS)[number]) => JSON.stringify(earlier[field] ?? null) === JSON.stringify(product[field] ?? null);
  if (earlier.sellerUid !== caller.uid || !LISTING_FIELDS.every(same)) {
    throw conflict('This Idempotency-Key was already used for another listing.');
  }
  return earlier;
}

/** Hands the listing's alerts to the task queue once it is stored. */
async function alerted(product: StoredProduct, alerts: Owed): Promise<StoredProduct> {
  await handOn(alerts);
  await noteActive(product.sellerUid, 'seller');
  return product;
}

/**
 * A listing anyone may see: not one of a seller whose account is being removed (their listings
 * show nowhere from the moment the removal is answered, before the work takes them away).
 */
export async function getProduct(id: string): Promise<StoredProduct> {
  const [product, removed] = await Promise.all([productsStore.get(id), removalsStore.sellers()]);
  if (!product || removed.has(product.sellerUid)) throw notFound('No product with that id.');
  return product;
}

/** The listings of a page that anyone may see (getProduct). */
export const shown = <P extends { sellerUid: string }>(products: P[], removed: Set<string>) => (removed.size ? products.filter((p) => !removed.has(p.sellerUid)) : products);

/** Whether `caller` may know the seller's account id of `product`: the seller themselves, and admins. */
const mayKnowSeller = (caller: Caller, product: StoredProduct) => product.sellerUid === caller.uid || permissions.actForOthers(caller.role);

/** A product as `caller` sees it in a list or a write's answer (store/products.ts keeps the rest). */
export const listedFor = (caller: Caller) => (product: StoredProduct): ListedProduct => productSeenBy(product, mayKnowSeller(caller, product), false);

/** GET /product/{id}: the whole product, with its price history. */
export async function viewProduct(caller: Caller, id: string): Promise<Product> {
  const product = await getProduct(id);
  return productSeenBy(product, mayKnowSeller(caller, product), true);
}

/** A page of the catalog (all, or one size) with the catalog's total for the heading. */
export async function listProducts(caller: Caller, categorySize: string | null, page: PageRequest) {
  const [result, total, removed] = await Promise.all([productsStore.page(categorySize, page), productsStore.count(categorySize), removalsStore.sellers()]);
  return { items: shown(result.items, removed).map(listedFor(caller)), next: result.next, total, totalCapped: undefined };
}

export async function myProducts(caller: Caller, email: string, page: PageRequest) {
  const seller = await listOwner(caller, email, 'products');
  if (seller === null) return { items: [], next: null, total: 0, totalCapped: undefined };
  const [result, total] = await Promise.all([productsStore.pageBySeller(seller, page), productsStore.countBySeller(seller, COUNT_CAP)]);
  return { items: result.items.map(listedFor(caller)), next: result.next, ...counted(total) };
}
