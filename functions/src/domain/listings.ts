import { badRequest, conflict, forbidden, listingFieldsSchema, notFound, permissions, unavailable, type ProductPatch } from '../contract/index.js';
import { commitTogether, type Write } from '../store/batch.js';
import { bookingsStore } from '../store/bookings.js';
import { listingStats } from '../store/listing-stats.js';
import { productsStore, type ListingChange, type StoredListing, type StoredProduct } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import { noteActive } from './activity.js';
import type { Caller, ConfirmFreshSignIn } from './caller.js';
import { auditWrite } from './audit.js';
import { closingWrites } from './deals.js';
import { isOwnPicture } from './pictures.js';
import { handOn, owe, type Owed } from './work/owed.js';

export const listingTarget = (p: StoredProduct) => ({ kind: 'product' as const, id: p._id, label: p.productName });

/** A change made from a listing read is made again from a new read this often when the listing moved meanwhile. */
const ATTEMPTS = 5;

/** Watchers hear of a machine's price drops at most once in this long. */
const PRICE_DROP_NOTICE_EVERY_MS = 24 * 60 * 60 * 1000;

/** The edited fields of a listing, as the audit trail keeps them. */
function recordOf(p: Record<string, unknown>, patch: ProductPatch): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.keys(patch).map((field) => {
      const value = p[field];
      return [field, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value ?? null)];
    }),
  );
}

/**
 * The listing `caller` may change. Their own: a seller edits and advertises it; a seller made a
 * buyer may still delete it, nothing more. Someone else's: an admin only, with a fresh sign-in.
 */
export async function listingToChange(caller: Caller, id: string, action: 'edit' | 'delete' | 'advertise', confirmFresh: ConfirmFreshSignIn): Promise<StoredListing> {
  const listing = await productsStore.getListing(id);
  if (!listing) throw notFound('No product with that id.');
  if (listing.product.sellerUid === caller.uid) {
    if (action !== 'delete' && !permissions.manageOwnListings(caller.role) && !permissions.actForOthers(caller.role)) {
      throw forbidden(`Dear ${caller.name}, your account is a ${caller.role} now: only a seller can ${action} a listing. You can still delete it.`);
    }
    return listing;
  }
  if (!permissions.actForOthers(caller.role)) throw forbidden(`Only the seller of this machine can ${action} it.`);
  await confirmFresh();
  return listing;
}

/** The listing as its seller wrote it: the input fields of a product. */
function inputOf(product: StoredProduct) {
  const { productName, categoryCompany, categorySize, categorySelf, madeOf, ignitionMode, speedCoolingCylinder, pressureImpulse, pistonMovement, fuel, details } = product;
  const { location, resalePrice, originalPrice, mfYear, yearOfUse, sellerNumber, name, userInfo } = product;
  return { productName, categoryCompany, categorySize, categorySelf, madeOf, ignitionMode, speedCoolingCylinder, pressureImpulse, pistonMovement, fuel, details, location, resalePrice, originalPrice, mfYear, yearOfUse, sellerNumber, name, userInfo };
}

/** What a patch changes in a listing as read: checked whole with the listing's own rules. */
function changeOf({ product: before, priceDropToldAt }: StoredListing, patch: ProductPatch): ListingChange {
  const { pictures: newPictures, ...changes } = patch;
  const merged = listingFieldsSchema.safeParse({ ...inputOf(before), ...changes });
  if (!merged.success) {
    const issue = merged.error.issues[0];
    throw badRequest(`Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'bad input'}.`);
  }
  if (newPictures && !newPictures.every((url) => isOwnPicture(url, 'product', before.sellerUid))) {
    throw badRequest("Invalid pictures: every picture must be an upload in the seller's own folder of our image storage.");
  }
  const change: ListingChange = {};
  const after = merged.data as Record<string, unknown>;
  for (const field of Object.keys(patch) as (keyof ProductPatch)[]) {
    if (field !== 'pictures') (change as Record<string, unknown>)[field] = after[field] ?? '';
  }
  if (newPictures) Object.assign(change, { pictures: newPictures, picture: newPictures[0] });
  if (patch.resalePrice !== undefined && patch.resalePrice !== before.resalePrice) {
    const at = new Date().toISOString();
    // A drop is told to watchers, at most once a day whatever the seller does with the price.
    const quiet = priceDropToldAt !== null && Date.parse(at) - Date.parse(priceDropToldAt) < PRICE_DROP_NOTICE_EVERY_MS;
    change.newPrice = { price: patch.resalePrice, at, told: patch.resalePrice < before.resalePrice && !quiet };
  }
  return change;
}

/** Proves a fresh sign-in at most once for all the attempts of one call. */
function once(confirm: ConfirmFreshSignIn): ConfirmFreshSignIn {
  let proof: Promise<void> | undefined;
  return () => (proof ??= confirm());
}

/**
 * PATCH /products/{id}: the seller (or an admin) changes input fields of a listing. The edited
 * listing is checked whole with the listing's own rules; its pictures stay in the seller's
 * folder; a new resale price is added to the price history. Made from the listing as read and
 * guarded by its version: an edit that meets another (a second tab) is made again on top of it.
 */
export async function editListing(caller: Caller, id: string, patch: ProductPatch, confirmFresh: ConfirmFreshSignIn): Promise<StoredProduct> {
  const fresh = once(confirmFresh);
  for (let attempt = 1; ; attempt++) {
    const listing = await listingToChange(caller, id, 'edit', fresh);
    const before = listing.product;
    const change = changeOf(listing, patch);
    const audit = before.sellerUid === caller.uid ? [] : [auditWrite(caller, 'edit-listing', listingTarget(before), recordOf(before, patch), recordOf({ ...before, ...change }, patch))];
    // Its watchers' summaries follow a new price, and they hear of a drop: work, however many they are.
    const owed = change.newPrice
      ? [owe('tell-watchers', { productId: before._id, productName: change.productName ?? before.productName, event: change.newPrice.told ? 'price-drop' : 'price', from: before.resalePrice, to: change.newPrice.price })]
      : [];
    const counted = change.newPrice ? listingStats.eventWrites(before, 'priceChanges') : [];
    const result = await commitTogether([...productsStore.editWrites(listing, change), ...audit, ...owed.map((o) => o.write), ...counted]);
    if (result === 'committed') {
      await handOn(...owed);
      if (before.sellerUid === caller.uid) await noteActive(caller.uid, 'seller');
      const { newPrice, ...fields } = change;
      return { ...before, ...fields, priceHistory: newPrice ? [...before.priceHistory, { price: newPrice.price, at: newPrice.at }] : before.priceHistory };
    }
    if (result === 'not-found') throw notFound('No product with that id.');
    if (attempt === ATTEMPTS) throw conflict('This listing changed while you were saving it. Please try again.');
  }
}

/**
 * Requests withdrawn in the batch of the deletion itself (3 writes each); the rest, and requests
 * that arrive meanwhile, are withdrawn by the work the deletion records. So a deletion reads at
 * most 105 documents (session, listing, sale, deal, 101 waiting requests) and writes at most 323
 * (the listing's 4, its counts' 8, its 2 price guide entries, the sale, the deal's 3, 300
 * withdrawals, the audit entry, 2 records of work),
 * however many people asked for the machine.
 */
const CLOSED_WITH_THE_DELETION = 100;

/**
 * DELETE /products/{id}: the listing leaves the catalog, its totals, the advertisements and every
 * list at once; its deal and open requests end as `withdrawn` and their buyers are told; those
 * who saved it are told by work. Made from the listing as read, guarded as an edit.
 */
export async function deleteListing(caller: Caller, id: string, confirmFresh: ConfirmFreshSignIn): Promise<{ acknowledged: boolean; message: string }> {
  const fresh = once(confirmFresh);
  for (let attempt = 1; ; attempt++) {
    const listing = await listingToChange(caller, id, 'delete', fresh);
    const { product } = listing;
    const removal = await removalOf(listing);
    const audit = product.sellerUid === caller.uid ? [] : [auditWrite(caller, 'delete-listing', listingTarget(product), { sold: product.sold, resalePrice: product.resalePrice }, null)];
    if ((await commitTogether([...removal.writes, ...audit])) === 'committed') {
      await handOn(...removal.owed);
      return { acknowledged: true, message: `${product.productName} was taken off the marketplace.` };
    }
    if (attempt === ATTEMPTS) throw unavailable('This listing is changing a lot right now. Please try again.');
  }
}

/**
 * The writes of taking a listing off, as read (guarded as an edit), for the batch of whatever
 * takes it off: a deletion, or an admin upholding a report of it. Its deal and open requests end
 * `withdrawn`; the rest of its requests and those who saved it are owed work, handed on once
 * the batch is stored.
 */
export async function removalOf(listing: StoredListing): Promise<{ writes: Write[]; owed: Owed[] }> {
  const { product } = listing;
  const id = product._id;
  const soldTo = await salesStore.bookingOf(id);
  const deal = soldTo === null ? null : await bookingsStore.get(soldTo);
  const waiting = await bookingsStore.waitingFor(id, CLOSED_WITH_THE_DELETION);
  const closing = [...(deal?.status === 'accepted' ? [deal] : []), ...waiting];
  const owed = [owe('close-requests', { productId: id, productName: product.productName, closing: 'withdrawn' }), owe('tell-watchers', { productId: id, productName: product.productName, event: 'withdrawn' })];
  const writes = [...productsStore.removeWrites(listing), ...listingStats.removeWrites(product), salesStore.deleteWrite(id), ...closing.flatMap((booking) => closingWrites(booking, 'withdrawn', product.productName)), ...owed.map((o) => o.write)];
  return { writes, owed };
}
