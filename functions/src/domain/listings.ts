import { badRequest, forbidden, listingFieldsSchema, notFound, permissions, type Product, type ProductPatch } from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { bookingsStore } from '../store/bookings.js';
import { productsStore, type ListingChange } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import type { Caller } from './caller.js';
import { auditWrite } from './audit.js';
import { notify } from './notices.js';
import { isOwnPicture } from './pictures.js';
import { getProduct } from './products.js';
import { watchers } from './watchers.js';

const listingTarget = (p: Product) => ({ kind: 'product' as const, id: p._id, label: p.productName });

/** The edited fields of a listing, as the audit trail keeps them. */
function recordOf(p: Record<string, unknown>, patch: ProductPatch): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.keys(patch).map((field) => {
      const value = p[field];
      return [field, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value ?? null)];
    }),
  );
}

/** A seller manages their own listings; an admin anyone's. */
async function ownListing(caller: Caller, id: string, action: string): Promise<Product> {
  const product = await getProduct(id);
  if (product.sellerUid !== caller.uid && !permissions.actForOthers(caller.role)) throw forbidden(`Only the seller of this machine can ${action} it.`);
  return product;
}

/** The listing as its seller wrote it: the input fields of a product. */
function inputOf(product: Product) {
  const { productName, categoryCompany, categorySize, categorySelf, madeOf, ignitionMode, speedCoolingCylinder, pressureImpulse, pistonMovement, fuel, details } = product;
  const { location, resalePrice, originalPrice, mfYear, yearOfUse, sellerNumber, name, userInfo, pictures } = product;
  return { productName, categoryCompany, categorySize, categorySelf, madeOf, ignitionMode, speedCoolingCylinder, pressureImpulse, pistonMovement, fuel, details, location, resalePrice, originalPrice, mfYear, yearOfUse, sellerNumber, name, userInfo, pictures };
}

/**
 * PATCH /products/{id}: the seller (or an admin) changes input fields of a listing. The edited
 * listing is checked whole with the listing's own rules; its pictures stay in the seller's
 * folder; a new resale price is added to the price history.
 */
export async function editListing(caller: Caller, id: string, patch: ProductPatch): Promise<Product> {
  const before = await ownListing(caller, id, 'edit');
  const { pictures: _kept, ...current } = inputOf(before);
  const { pictures: newPictures, ...changes } = patch;
  const merged = listingFieldsSchema.safeParse({ ...current, ...changes });
  if (!merged.success) {
    const issue = merged.error.issues[0];
    throw badRequest(`Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'bad input'}.`);
  }
  const pictures = newPictures ?? before.pictures;
  if (newPictures && !newPictures.every((url) => isOwnPicture(url, 'product', before.sellerUid))) {
    throw badRequest("Invalid pictures: every picture must be an upload in the seller's own folder of our image storage.");
  }
  const change: ListingChange = {};
  const after = merged.data as Record<string, unknown>;
  for (const field of Object.keys(patch) as (keyof ProductPatch)[]) {
    if (field === 'pictures') continue;
    (change as Record<string, unknown>)[field] = after[field] ?? '';
  }
  if (patch.pictures) Object.assign(change, { pictures, picture: pictures[0] });
  const now = new Date().toISOString();
  if (patch.resalePrice !== undefined && patch.resalePrice !== before.resalePrice) change.newPrice = { price: patch.resalePrice, at: now };
  const audit = before.sellerUid === caller.uid ? [] : [auditWrite(caller, 'edit-listing', listingTarget(before), recordOf(before, patch), recordOf({ ...before, ...change }, patch))];
  const result = await commitTogether([...productsStore.editWrites(before, change), ...audit]);
  if (result === 'not-found') throw notFound('No product with that id.');
  if (change.newPrice) await watchers.priceChanged(before, change.newPrice.price);
  const { newPrice, ...fields } = change;
  return { ...before, ...fields, priceHistory: newPrice ? [...before.priceHistory, newPrice] : before.priceHistory };
}

/**
 * DELETE /products/{id}: the listing leaves the catalog, its totals, the advertisements and every
 * list at once; its open bookings end as `withdrawn` and their buyers are told, in one batch.
 */
export async function deleteListing(caller: Caller, id: string): Promise<{ acknowledged: boolean; message: string }> {
  const product = await ownListing(caller, id, 'delete');
  const open = await bookingsStore.openFor(id);
  const writes = [
    ...productsStore.removeWrites(product),
    salesStore.deleteWrite(id),
    ...open.flatMap((booking) => [bookingsStore.statusWrite(booking._id, 'withdrawn'), notify.withdrawn(booking, product.productName)]),
    ...(product.sellerUid === caller.uid ? [] : [auditWrite(caller, 'delete-listing', listingTarget(product), { sold: product.sold, resalePrice: product.resalePrice }, null)]),
  ];
  const result = await commitTogether(writes);
  if (result === 'not-found') throw notFound('This listing was already deleted.');
  await watchers.withdrawn(product._id, product.productName);
  return { acknowledged: true, message: `${product.productName} was taken off the marketplace.` };
}
