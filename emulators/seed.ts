// Writes the demo data through the Admin SDK, so it works on the official Firestore emulator,
// the Node one, and the Auth emulator alike. Idempotent: fixed ids, so a second run overwrites
// instead of duplicating.
//
// Usage (against running emulators): npm run seed
import { getAuth } from 'firebase-admin/auth';
import { pathToFileURL } from 'node:url';
import { adminApp } from '../functions/src/firebase.js';
import { bookingsStore } from '../functions/src/store/bookings.js';
import { categoriesStore } from '../functions/src/store/categories.js';
import { productsStore } from '../functions/src/store/products.js';
import { usersStore } from '../functions/src/store/users.js';
import { DEMO_PASSWORD, seedBookings, seedCategories, seedProducts, seedUsers, type SeedUser } from './seed/data.js';

export { DEMO_PASSWORD, seedUsers };

export type SeedSummary = { users: number; categories: number; products: number; bookings: number };

function requireEmulators() {
  const project = process.env.GCLOUD_PROJECT ?? '';
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST || !project.startsWith('demo-')) {
    throw new Error(
      'The demo seed only writes to emulators: set GCLOUD_PROJECT to a demo- project, FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
}

async function seedAccount(user: SeedUser, siteOrigin: string) {
  const auth = getAuth(adminApp());
  // Auth wants an absolute photo address; the pictures ship with the web app.
  const photoURL = new URL(user.photoURL, siteOrigin).href;
  const profile = { email: user.email, password: user.password, displayName: user.displayName, photoURL, emailVerified: true };
  try {
    await auth.getUser(user.uid);
    await auth.updateUser(user.uid, profile);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: user.uid, ...profile });
  }
  await auth.setCustomUserClaims(user.uid, { role: user.role, sellerVerify: user.sellerVerify, adminVerify: user.adminVerify });
  await usersStore.put({
    _id: user.uid,
    displayName: user.displayName,
    email: user.email,
    role: user.role,
    sellerVerify: user.sellerVerify,
    adminVerify: user.adminVerify,
    photoURL,
    ...(user.verifiedAt ? { verifiedAt: user.verifiedAt } : {}),
  });
}

/** `siteOrigin`: where Hosting serves the web app (and so the demo avatars). */
export async function seedDemoData(siteOrigin = 'http://127.0.0.1:5000'): Promise<SeedSummary> {
  requireEmulators();
  await Promise.all(seedUsers.map((u) => seedAccount(u, siteOrigin)));
  await Promise.all(seedCategories.map((c) => categoriesStore.put(c)));
  await productsStore.putMany(seedProducts);
  const uidByEmail = new Map(seedUsers.map((u) => [u.email, u.uid]));
  await bookingsStore.putMany(
    seedBookings.map((b) => {
      const product = seedProducts.find((p) => p._id === b.productId);
      const buyerUid = uidByEmail.get(b.buyerEmail);
      if (!product || !buyerUid) throw new Error(`Seed booking ${b._id} names an unknown product or buyer.`);
      return { ...b, buyerUid, sellerUid: product.sellerUid };
    }),
  );
  return { users: seedUsers.length, categories: seedCategories.length, products: seedProducts.length, bookings: seedBookings.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.GCLOUD_PROJECT ??= 'demo-machinery-market';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  seedDemoData().then(
    (s) => {
      console.log(`Seeded ${s.users} accounts, ${s.categories} categories, ${s.products} products, ${s.bookings} bookings.`);
      process.exit(0);
    },
    (error) => {
      console.error(`Seeding failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
