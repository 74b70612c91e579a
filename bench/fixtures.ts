// The benchmark's own data: Auth emulator accounts with role claims and ID tokens, and a
// catalog of any size built from the demo listings. Import only after the emulator
// environment (GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST) is set.
import { getAuth } from 'firebase-admin/auth';
import { ADVERTISE_HOME_PAGE, type Booking, type Product, type Role } from '../functions/src/contract/index.js';
import { adminApp } from '../functions/src/firebase.js';
import { bookingsStore, bookingId, type StoredBooking } from '../functions/src/store/bookings.js';
import { categoriesStore } from '../functions/src/store/categories.js';
import { productsStore } from '../functions/src/store/products.js';
import { usersStore } from '../functions/src/store/users.js';
import { DEMO_PASSWORD, seedCategories, seedProducts } from '../emulators/seed/data.js';

export type Account = { uid: string; email: string; name: string; role: Role; token: string };

/** Signs in with e-mail and password against the Auth emulator, as the web app does. */
async function signIn(email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/** An Auth emulator account with its role as custom claims, its users/{uid} document and an ID token. */
export async function account(role: Role, uid: string, name: string): Promise<Account> {
  const email = `${uid.toLowerCase()}@bench.machinery.test`;
  const auth = getAuth(adminApp());
  await auth.createUser({ uid, email, password: DEMO_PASSWORD, displayName: name });
  const claims = { role, sellerVerify: role === 'seller', adminVerify: false };
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

/**
 * Product number `i` of the bench catalog: a demo listing's text, one of the demo sizes, newer
 * as `i` grows, owned by seller `i % SELLERS` (seller 0 is the signed-in bench seller).
 */
export function benchProduct(i: number, seller0: Account): Product {
  const template = seedProducts[i % seedProducts.length]!;
  const seller = i % SELLERS;
  const createdAt = new Date(START + i * 60_000).toISOString();
  const product: Product = {
    ...template,
    _id: productIdOf(i),
    productName: `${template.productName} #${i}`,
    categorySize: sizes[i % sizes.length]!,
    createdAt,
    sellerUid: seller === 0 ? seller0.uid : `BenchOtherSeller${seller}`,
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
  const list: Product[] = [];
  for (let i = from; i < to; i++) list.push(benchProduct(i, seller0));
  await productsStore.putMany(list);
}

/** Bookings by `buyer` of unsold products `from` .. `to - 1`, one in ten of them. */
export async function seedBookingRange(from: number, to: number, buyer: Account, seller0: Account) {
  const list: StoredBooking[] = [];
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
