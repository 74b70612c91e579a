import { getAuth } from 'firebase-admin/auth';
import type { MarketClaims, Role } from '../src/contract/index.js';
import { sampleListing } from './fixtures/sample-listing.js';
import { drainWork } from '../src/domain/work/run.js';
import { adminApp } from '../src/firebase.js';
import { firestore } from '../src/store/db.js';
import { productsStore, type StoredProduct } from '../src/store/products.js';
import { usersStore } from '../src/store/users.js';

/** Test fixtures on the real Auth and Firestore emulators: accounts with claims, ID tokens, products. */

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const project = () => process.env.GCLOUD_PROJECT!;
const PASSWORD = 'Machine#2026';

/**
 * Does all the work the changes so far owe (telling watchers, alerts, closing requests, account
 * removals), as the `work` task queue does it in production. The API in a test's own process has
 * no queue (store/task-queue.ts), so its work waits, recorded, until this (or the sweep) runs it.
 */
export const drainOwedWork = () => drainWork();

/** Empties both emulators, so every test file starts from nothing. */
export async function resetEmulators() {
  const res = await fetch(`http://${authHost()}/emulator/v1/projects/${project()}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Could not clear the Auth emulator: ${res.status}`);
  // The Node Firestore emulator has no "clear" endpoint and no recursiveDelete: delete by query.
  for (const name of ['products', 'bookings', 'users', 'meta', 'categories', 'work', 'removals', 'savedSearches', 'favourites', 'notifications', 'sales', 'guards', 'listingIds', 'audit', 'conversations', 'messages', 'reports', 'reportEntries', 'listingStats', 'sellerStats', 'viewMarks', 'priceGuide', 'marketStats', 'activeMarks']) {
    const snap = await firestore().collection(name).get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = firestore().batch();
      snap.docs.slice(i, i + 400).forEach((d) => batch.delete(d.ref));
      await batch.commit();
    }
  }
}

/** Signs in with e-mail and password against the Auth emulator, as the web app does. */
export async function idToken(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

export type Person = { uid: string; email: string; name: string; role: Role; token: string };

let counter = 0;

/**
 * An account in the Auth emulator with the role as custom claims and its users/{uid} mirror,
 * signed in. `role: null` is an account that has never registered (no claims, no document).
 */
export async function person(role: Role | null, options: { verified?: boolean; name?: string; emailUnconfirmed?: boolean } = {}): Promise<Person> {
  counter += 1;
  const email = `${role ?? 'new'}${counter}-${Date.now()}@machinery.test`;
  const name = options.name ?? `${role ?? 'New'} Person ${counter}`;
  // Confirmed, as most accounts are; tests of an unconfirmed address say so.
  const record = await getAuth(adminApp()).createUser({ email, password: PASSWORD, displayName: name, emailVerified: options.emailUnconfirmed !== true });
  if (role) {
    const claims: Required<MarketClaims> = {
      role,
      sellerVerify: role === 'seller' && options.verified === true,
      adminVerify: role === 'admin' && options.verified === true,
    };
    await getAuth(adminApp()).setCustomUserClaims(record.uid, claims);
    await usersStore.put({ _id: record.uid, displayName: name, email, ...claims, photoURL: "" });
  }
  return { uid: record.uid, email, name, role: role ?? 'buyer', token: await idToken(email) };
}

/** A picture address in `ownerUid`'s product folder of our own storage, as an upload would answer it. */
export const ownPicture = (ownerUid: string, file = 'engine.webp', folder = 'products') =>
  `https://firebasestorage.googleapis.com/v0/b/${project()}.firebasestorage.app/o/${folder}%2F${ownerUid}%2F${file}?alt=media`;

/** A valid POST /products body for `seller`, whose own folder holds the picture. */
export function productInput(seller: { uid: string }, overrides: Record<string, unknown> = {}) {
  return {
    ...sampleListing,
    picture: ownPicture(seller.uid),
    ...overrides,
  };
}

/** A product stored directly (no HTTP), owned by `seller`. */
export async function storedProduct(seller: Person, overrides: Partial<StoredProduct> = {}): Promise<StoredProduct> {
  const input = productInput(seller);
  const createdAt = new Date().toISOString();
  const picture = overrides.picture ?? input.picture;
  return productsStore.create(productsStore.newId(), {
    ...(input as Omit<typeof input, 'sellerNumber'>),
    sellerNumber: input.sellerNumber,
    picture,
    pictures: overrides.pictures ?? [picture],
    priceHistory: [{ price: overrides.resalePrice ?? input.resalePrice, at: createdAt }],
    dateOfPost: '11/22/2026',
    timeOfPost: '9:00 AM',
    createdAt,
    sellerUid: seller.uid,
    sellerName: seller.name,
    sellerEmail: seller.email,
    sellerVerify: false,
    sold: false,
    name: '',
    userInfo: '',
    ...overrides,
  });
}

/**
 * The person's ID token as if issued two minutes ago. Revocation is checked to the second, so a
 * token minted in the same second as a revocation still counts as fresh; tests of revocation use
 * an older one. Only the Auth emulator accepts such an unsigned token (its tokens are unsigned).
 */
export function staleToken(p: Person): string {
  const [, payload] = p.token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const earlier = Math.floor(Date.now() / 1000) - 120;
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat: earlier, auth_time: earlier, exp: earlier + 3600 })}.`;
}
