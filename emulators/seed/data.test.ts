import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookingSchema, categorySchema, productSchema, userSchema } from '../../functions/src/contract/index.js';
import { bookingId } from '../../functions/src/store/booking-id.js';
import { DEMO_PASSWORD, seedBookings, seedCategories, seedProducts, seedUsers } from './data.js';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../web/public');
const alphanumeric = (length: number) => new RegExp(`^[A-Za-z0-9]{${length}}$`);
const byEmail = (email: string) => seedUsers.find((u) => u.email === email)!;
const buyer = byEmail('buyer@machinery.test');

describe('seed accounts', () => {
  it('are the four demo accounts with their roles', () => {
    expect(seedUsers.map((u) => [u.email, u.role, u.sellerVerify, u.adminVerify])).toEqual([
      ['admin@machinery.test', 'admin', false, true],
      ['seller@machinery.test', 'seller', true, false],
      ['seller2@machinery.test', 'seller', false, false],
      ['buyer@machinery.test', 'buyer', false, false],
    ]);
    for (const { uid, password, ...user } of seedUsers) {
      expect(uid).toMatch(alphanumeric(28));
      expect(password).toBe(DEMO_PASSWORD);
      userSchema.parse({ _id: uid, ...user });
    }
    expect(new Set(seedUsers.map((u) => u.uid)).size).toBe(seedUsers.length);
  });
});

describe('seed categories', () => {
  it('are sizes 20, 32 and 40 with fixed ids and pictures', () => {
    expect(seedCategories.map((c) => categorySchema.parse(c).categorySize)).toEqual(['20', '32', '40']);
    for (const c of seedCategories) {
      expect(c._id).toMatch(alphanumeric(20));
      expect(c.categoryImage).toBe(`/categories/${c.categorySize}.svg`);
    }
  });
});

describe('seed products', () => {
  it('parse with the contract and have unique fixed ids', () => {
    for (const p of seedProducts) {
      expect(productSchema.strict().parse(p)).toEqual(p);
      expect(p._id).toMatch(alphanumeric(20));
    }
    expect(new Set(seedProducts.map((p) => p._id)).size).toBe(seedProducts.length);
    expect(seedProducts.length).toBeGreaterThanOrEqual(12);
  });

  it('cover every size with at least three engines', () => {
    for (const size of ['20', '32', '40']) {
      expect(seedProducts.filter((p) => p.categorySize === size).length).toBeGreaterThanOrEqual(3);
    }
    expect(seedProducts.every((p) => ['20', '32', '40'].includes(p.categorySize))).toBe(true);
  });

  it('have exactly one sold and four or five advertised, none of them sold', () => {
    expect(seedProducts.filter((p) => p.sold)).toHaveLength(1);
    const advertised = seedProducts.filter((p) => 'advertiseName' in p);
    expect(advertised.length).toBeGreaterThanOrEqual(4);
    expect(advertised.length).toBeLessThanOrEqual(5);
    for (const p of advertised) {
      expect(p.advertiseName).toBe('HomePageAdds');
      expect(p.sold).toBe(false);
    }
  });

  it('have plausible prices and years', () => {
    for (const p of seedProducts) {
      expect(p.resalePrice).toBeGreaterThan(0);
      expect(p.resalePrice).toBeLessThan(p.originalPrice);
      expect(p.mfYear).toBeGreaterThanOrEqual(1990);
      expect(p.mfYear).toBeLessThanOrEqual(2024);
      expect(p.yearOfUse).toBeGreaterThanOrEqual(0);
      expect(p.yearOfUse).toBeLessThanOrEqual(2026 - p.mfYear);
      expect(['diesel', 'petrol']).toContain(p.fuel);
      expect(['yes', 'no']).toContain(p.categorySelf);
    }
  });

  it('carry their seller, most from the verified one and four from the unverified one', () => {
    for (const p of seedProducts) {
      const seller = seedUsers.find((u) => u.uid === p.sellerUid)!;
      expect(seller.role).toBe('seller');
      expect([p.sellerName, p.sellerEmail, p.sellerVerify]).toEqual([seller.displayName, seller.email, seller.sellerVerify]);
      expect(p.sellerNumber).toMatch(/^(01\d{9})?$/);
      expect([p.name, p.userInfo]).toEqual(['', '']);
    }
    expect(seedProducts.filter((p) => p.sellerEmail === 'seller2@machinery.test')).toHaveLength(4);
    expect(seedProducts.filter((p) => p.sellerNumber === '').length).toBeGreaterThanOrEqual(1);
  });

  it('were posted at distinct instants of 2026, with matching date and time texts (UTC)', () => {
    expect(new Set(seedProducts.map((p) => p.createdAt)).size).toBe(seedProducts.length);
    for (const p of seedProducts) {
      const at = new Date(p.createdAt);
      expect(at.toISOString()).toBe(p.createdAt);
      expect(p.createdAt >= '2026-08-01' && p.createdAt <= '2026-11-20').toBe(true);
      expect(p.dateOfPost).toBe(at.toLocaleDateString('en-US', { timeZone: 'UTC' }));
      expect(p.timeOfPost).toBe(at.toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).replace(/\s/, ' '));
    }
  });
});

describe('seed bookings', () => {
  it('are the buyer’s, of unsold products of other users, copied from the product', () => {
    expect(seedBookings.length).toBeGreaterThanOrEqual(3);
    expect(seedBookings.length).toBeLessThanOrEqual(4);
    for (const b of seedBookings) {
      bookingSchema.parse(b);
      const p = seedProducts.find((x) => x._id === b.productId)!;
      expect(p).toBeDefined();
      expect(b._id).toBe(bookingId(p._id, buyer.uid));
      expect(p.sold).toBe(false);
      expect(p.sellerUid).not.toBe(buyer.uid);
      expect([b.productName, b.sellerEmail, b.resalePrice]).toEqual([p.productName, p.sellerEmail, p.resalePrice]);
      expect([b.buyerName, b.buyerEmail]).toEqual([buyer.displayName, buyer.email]);
      expect(b.buyerNumber).toMatch(/^\d+$/);
      expect(b.buyerLocation).not.toBe('');
      expect(new Date(b.createdAt).toISOString()).toBe(b.createdAt);
      expect(b.createdAt > p.createdAt).toBe(true);
    }
    expect(new Set(seedBookings.map((b) => b.sellerEmail)).size).toBe(2);
    expect(new Set(seedBookings.map((b) => b._id)).size).toBe(seedBookings.length);
  });
});

describe('seed pictures', () => {
  it('exist under web/public for every product, category and account, plus the placeholder', () => {
    const paths = [
      ...seedProducts.map((p) => p.picture),
      ...seedCategories.map((c) => c.categoryImage),
      ...seedUsers.map((u) => u.photoURL),
      '/placeholder/no-image.svg',
    ];
    for (const path of paths) expect(existsSync(join(publicDir, path)), path).toBe(true);
    expect(new Set(seedProducts.map((p) => p.picture)).size).toBe(seedProducts.length);
  });
});
