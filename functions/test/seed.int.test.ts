import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../emulators/seed.js';
import { seedProducts } from '../../emulators/seed/data.js';
import { firestore } from '../src/store/db.js';
import { productsStore } from '../src/store/products.js';
import { idToken, resetEmulators } from './world.js';

describe('the demo seed', () => {
  beforeAll(() => resetEmulators());

  it('can run twice without duplicating anything, and its accounts sign in with their claims', async () => {
    const first = await seedDemoData();
    await seedDemoData();
    const counts = await Promise.all(['users', 'categories', 'products', 'bookings'].map(async (c) => (await firestore().collection(c).count().get()).data().count));
    expect(counts).toEqual([first.users, first.categories, first.products, first.bookings]);
    expect(await productsStore.count(null)).toBe(seedProducts.length);
    const token = await idToken('seller@machinery.test', 'Machine#2026');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'seller', sellerVerify: true, adminVerify: false });
  });
});
