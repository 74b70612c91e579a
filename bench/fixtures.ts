// The benchmark's own data: Auth emulator accounts with role claims and ID tokens, a catalog
// of any size built from the demo listings, a buyer's notifications, and machines with waiting
// requests for the seller to accept (added for a measurement, removed after). Import only after
// the emulator environment (GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST) is set.
import { getAuth } from 'firebase-admin/auth';
import { ADVERTISE_HOME_PAGE, type Booking, type Role } from '../functions/src/contract/index.js';
import { storageBucket } from '../functions/src/store/pictures.js';
import { adminApp } from '../functions/src/firebase.js';
import { commitTogether, drain, type Write } from '../functions/src/store/batch.js';
import { bookingsStore, bookingId, type StoredBooking } from '../functions/src/store/bookings.js';
import { categoriesStore } from '../functions/src/store/categories.js';
import { firestore } from '../functions/src/store/db.js';
import { notificationsStore } from '../functions/src/store/notifications.js';
import { productsStore, type StoredProduct } from '../functions/src/store/products.js';
import { salesStore } from '../functions/src/store/sales.js';
import { usersStore } from '../functions/src/store/users.js';
import { DEMO_PASSWORD, seedCategories, seedProducts } from '../emulators/seed/data.js';
import { emulatorIdToken } from './emulator-sign-in.js';

export type Account = { uid: string; email: string; name: string; role: Role; token: string };

/** Signs in against the bench's Auth emulator, as the web app does. */
const signIn = (email: string) => emulatorIdToken(email, process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

/** An Auth emulator account with its role as custom claims, its users/{uid} document and an ID token. */
export async function account(role: Role, uid: string, name: string): Promise<Account> {
  const email = `${uid.toLowerCase()}@bench.machinery.test`;
  const auth = getAuth(adminApp());
  await auth.createUser({ uid, email, password: DEMO_PASSWORD, displayName: name });
  // A bench admin is a verified one: the admin trail opens only to them.
  const claims = { role, sellerVerify: role === 'seller', adminVerify: role === 'admin' };
  await auth.setCustomUserClaims(uid, claims);
  await usersStore.put({ _id: uid, displayName: name, email, ...claims, photoURL: '' });
  return { uid, email, name, role, token: await signIn(email) };
}

/** `count` accounts of one role, a few at a time. */
export async function accounts(role: Role, prefix: string, count: number): Promise<Account[]> {
  const out: Account[] = [];
  for (let i = 0; i < count; i += 5) {
    const ids = Array.from({ length: Math.min(5, count - i) }, (_, k) => i + k);
    out.push(...(await Promise.all(ids.map((k) => account(role, `${prefix}${String(k).padStart(3, '0')}`, `Bench ${role} ${k}`)))));
  }
  return out;
}

export const SELLERS = 10;
/** One product in ten is advertised on the home page, one in seven is sold. */
export const isAdvertised = (i: number) => i % 10 === 0;
export const isSold = (i: number) => i % 7 === 3;
export const productIdOf = (i: number) => `bench${String(i).padStart(6, '0')}`;
const sizes = seedCategories.map((c) => c.categorySize);
const START = Date.UTC(2025, 0, 1);

/** A picture as a listing made through the API holds it: an upload in its seller's folder of the project's storage. */
const uploaded = (sellerUid: string, picture: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${encodeURIComponent(storageBucket())}/o/${encodeURIComponent(`products/${sellerUid}/${picture.split('/').pop()}`)}?alt=media`;

/**
 * Product number `i` of the bench catalog: a demo listing's text, one of the demo sizes, newer
 * as `i` grows, owned by seller `i % SELLERS` (seller 0 is the signed-in bench seller), its
 * pictures uploaded to its seller's folder (the demo listings' own are site paths, which an
 * edit of the listing would refuse).
 */
export function benchProduct(i: number, seller0: Account): StoredProduct {
  const template = seedProducts[i % seedProducts.length]!;
  const seller = i % SELLERS;
  const createdAt = new Date(START + i * 60_000).toISOString();
  const sellerUid = seller === 0 ? seller0.uid : `BenchOtherSeller${seller}`;
  const pictures = template.pictures.map((picture) => uploaded(sellerUid, picture));
  const product: StoredProduct = {
    ...template,
    _id: productIdOf(i),
    productName: `${template.productName} #${i}`,
    categorySize: sizes[i % sizes.length]!,
    createdAt,
    picture: pictures[0]!,
    pictures,
    sellerUid,
    sellerName: seller === 0 ? seller0.name : `Other Seller ${seller}`,
    sellerEmail: seller === 0 ? seller0.email : `other-seller-${seller}@bench.machinery.test`,
    sellerVerify: true,
    sold: isSold(i),
  };
  delete product.advertiseName;
  if (isAdvertised(i)) product.advertiseName = ADVERTISE_HOME_PAGE;
  return product;
}

export async function seedCategoryList() {
  await Promise.all(seedCategories.map((c) => categoriesStore.put(c)));
}

/** Adds products `from` .. `to - 1` (batches of 400, then the catalog totals are recounted). */
export async function seedProductRange(from: number, to: number, seller0: Account) {
  const list: StoredProduct[] = [];
  for (let i = from; i < to; i++) list.push(benchProduct(i, seller0));
  await productsStore.putMany(list);
}

/** Bookings by `buyer` of unsold products `from` .. `to - 1`, one in ten of them. */
export async function seedBookingRange(from: number, to: number, buyer: Account, seller0: Account) {
  const list: Omit<StoredBooking, 'version'>[] = [];
  for (let i = from; i < to; i++) {
    if (i % 10 !== 5 || isSold(i)) continue;
    const p = benchProduct(i, seller0);
    const booking: Booking = {
      _id: bookingId(p._id, buyer.uid),
      productName: p.productName,
      productId: p._id,
      sellerEmail: p.sellerEmail,
      resalePrice: p.resalePrice,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerNumber: '01812345678',
      buyerLocation: 'Rajshahi',
      status: 'requested',
      createdAt: new Date(START + i * 60_000 + 30_000).toISOString(),
    };
    list.push({ ...booking, buyerUid: buyer.uid, sellerUid: p.sellerUid });
  }
  for (let i = 0; i < list.length; i += 400) await bookingsStore.putMany(list.slice(i, i + 400));
  return list.length;
}

/** `count` notifications for `user`, one a minute, all unread (what a busy buyer's list holds). */
export async function seedNotifications(user: Account, count: number) {
  const batch = firestore().batch();
  for (let k = 0; k < count; k++) {
    const productId = productIdOf(k * 10 + 5);
    const write = notificationsStore.newWrite(
      {
        userUid: user.uid,
        kind: 'request-declined',
        productId,
        productName: `Machine #${k * 10 + 5}`,
        bookingId: bookingId(productId, user.uid),
        message: `Your request for Machine #${k * 10 + 5} was declined by the seller.`,
        link: `/product/${productId}`,
      },
      new Date(START + k * 60_000).toISOString(),
    );
    write(batch);
  }
  await batch.commit();
}

/** A machine prepared for accepting: the listing, its waiting requests (the first one to accept) and their buyers. */
export type Deal = { product: StoredProduct; bookingIds: string[]; buyerUids: string[] };

/** `work` for every item, `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Buyers of the prepared requests: account ids only (accepting a request never reads the buyer's account). */
const DEAL_BUYERS = 20;
const dealBuyer = (k: number) => `BenchDealBuyer${String(k % DEAL_BUYERS).padStart(2, '0')}`;

/**
 * Machines `from` .. `from + count - 1` of `seller` for accepting (ids `benchdeal{tag}{n}`, outside
 * the catalog's numbering), each with `requests` waiting requests from different buyers. Each
 * machine is listed as the API lists one, counted in the catalog totals in the same batch (a
 * recount of the whole catalog would cost seconds); the requests are written in bulk.
 */
export async function seedDeals(seller: Account, tag: string, from: number, count: number, requests = 1): Promise<Deal[]> {
  if (requests > DEAL_BUYERS) throw new Error(`At most ${DEAL_BUYERS} requests per machine.`);
  const products: StoredProduct[] = [];
  const bookings: Omit<StoredBooking, 'version'>[] = [];
  const deals: Deal[] = [];
  const now = Date.now();
  for (let n = from; n < from + count; n++) {
    // A listing of the catalog's kind that `seller` owns (every tenth is theirs).
    const template = benchProduct(n * SELLERS, seller);
    const createdAt = new Date(now - 3_600_000 + n).toISOString();
    const product: StoredProduct = {
      ...template,
      _id: `benchdeal${tag}${String(n).padStart(6, '0')}`,
      productName: `${template.productName} (deal ${tag} ${n})`,
      createdAt,
      priceHistory: [{ price: template.resalePrice, at: createdAt }],
      sold: false,
    };
    delete product.advertiseName;
    products.push(product);
    const deal: Deal = { product, bookingIds: [], buyerUids: [] };
    for (let r = 0; r < requests; r++) {
      const buyerUid = dealBuyer(n + r);
      const id = bookingId(product._id, buyerUid);
      deal.bookingIds.push(id);
      deal.buyerUids.push(buyerUid);
      bookings.push({
        _id: id,
        productName: product.productName,
        productId: product._id,
        sellerEmail: seller.email,
        resalePrice: product.resalePrice,
        buyerName: `Bench Deal Buyer ${(n + r) % DEAL_BUYERS}`,
        buyerEmail: `${buyerUid.toLowerCase()}@bench.machinery.test`,
        buyerNumber: '01812345678',
        buyerLocation: 'Rajshahi',
        status: 'requested',
        createdAt: new Date(now - 1_800_000 + n * 10 + r).toISOString(),
        buyerUid,
        sellerUid: seller.uid,
      });
    }
    deals.push(deal);
  }
  await inParallel(products, 10, async ({ _id, ...product }) => {
    if (!(await productsStore.createOnce(_id, product))) throw new Error(`The machine ${_id} exists already.`);
  });
  for (let i = 0; i < bookings.length; i += 400) await bookingsStore.putMany(bookings.slice(i, i + 400));
  return deals;
}

/**
 * Takes prepared machines off again, each with its requests and its sale and out of the catalog
 * totals in one batch, then every notice their buyers were sent: the catalog is as before.
 */
export async function removeDeals(deals: Deal[]) {
  const db = firestore();
  await inParallel(deals, 10, async (d) => {
    const requests = d.bookingIds.map((id): Write => (batch) => batch.delete(db.collection('bookings').doc(id)));
    // The id the listing was made under is released too: the bench may list it again.
    const listed = await productsStore.getListing(d.product._id);
    const listing: Write[] = listed ? productsStore.removeWrites(listed) : [];
    return commitTogether([...listing, (batch) => batch.delete(db.collection('listingIds').doc(d.product._id)), salesStore.deleteWrite(d.product._id), ...requests]);
  });
  for (const buyerUid of new Set(deals.flatMap((d) => d.buyerUids))) {
    await drain(db.collection('notifications').where('userUid', '==', buyerUid), (batch, doc) => batch.delete(doc.ref));
  }
}
