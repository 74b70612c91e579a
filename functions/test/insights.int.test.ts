import { describe, expect, it } from 'vitest';
import type { ListingInsights, MarketplaceInsights, SellerInsights } from '../src/contract/index.js';
import { firestore } from '../src/store/db.js';
import { costOf } from './cost.js';
import { apiOfThisFile } from './harness.js';
import { person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

const { get, send } = apiOfThisFile(resetEmulators);

const view = async (p: Person, id: string) => {
  const res = await send('POST', `/products/${id}/views`, undefined, p.token);
  return { status: res.status, counted: (res.body.data as { counted: boolean } | null)?.counted };
};
const ofListing = async (p: Person, id: string, query = '') => (await get(`/insights/listings/${id}${query}`, p.token)) as { status: number; body: { data: ListingInsights; message: string } };
const ofSeller = async (p: Person, query = '') => (await get(`/insights/seller${query}`, p.token)) as { status: number; body: { data: SellerInsights; message: string } };
const today = () => new Date().toISOString().slice(0, 10);

const readsOf = async (call: () => Promise<unknown>) => (await costOf(call)).reads;

describe('views that mean people', () => {
  it('count one view per person per day; the seller’s own and an admin’s are not counted', async () => {
    const [seller, buyer, other, admin] = await Promise.all([person('seller'), person('buyer'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    expect(await view(buyer, machine._id)).toEqual({ status: 200, counted: true });
    expect(await view(buyer, machine._id)).toEqual({ status: 200, counted: false });
    expect(await view(seller, machine._id)).toEqual({ status: 200, counted: false });
    expect(await view(admin, machine._id)).toEqual({ status: 200, counted: false });
    expect(await view(other, machine._id)).toEqual({ status: 200, counted: true });
    expect((await view(other, 'noSuchMachine')).status).toBe(404);
    expect((await send('POST', `/products/${machine._id}/views`, undefined)).status).toBe(401);

    const { data } = (await ofListing(seller, machine._id)).body;
    expect(data.series.at(-1)).toMatchObject({ day: today(), views: 2 });
    expect(data.totals.views).toBe(2);
  });

  it('are exact when many people open a machine at once, each twice (3 trials)', async () => {
    const seller = await person('seller');
    const people = await Promise.all(Array.from({ length: 16 }, () => person('buyer')));
    for (let trial = 0; trial < 3; trial++) {
      const machine = await storedProduct(seller);
      const answers = await Promise.all([...people, ...people].map((p) => view(p, machine._id)));
      expect(answers.filter((a) => a.counted)).toHaveLength(16);
      const { data } = (await ofListing(seller, machine._id)).body;
      expect(data.totals.views).toBe(16);
    }
  });
});

describe('a listing’s insights', () => {
  it('count favourites, requests, conversations and price changes on their day, with the price history and days on the market', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const listedAt = new Date(Date.now() - 12 * 24 * 60 * 60 * 1000).toISOString();
    const machine = await storedProduct(seller, { createdAt: listedAt, priceHistory: [{ price: 1000, at: listedAt }], resalePrice: 1000 });
    expect((await send('PUT', `/favourites/${machine._id}`, undefined, buyer.token)).status).toBe(201);
    expect((await send('PUT', `/favourites/${machine._id}`, undefined, buyer.token)).status).toBe(200);
    expect((await send('POST', '/bookings', { productId: machine._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, buyer.token)).status).toBe(201);
    expect((await send('POST', `/products/${machine._id}/conversations`, { text: 'Does it start cold?' }, buyer.token)).status).toBe(201);
    expect((await send('POST', `/products/${machine._id}/conversations`, { text: 'And the hours?' }, buyer.token)).status).toBe(200);
    expect((await send('PATCH', `/products/${machine._id}`, { resalePrice: 950 }, seller.token)).status).toBe(200);
    expect((await send('PATCH', `/products/${machine._id}`, { resalePrice: 900 }, seller.token)).status).toBe(200);
    expect((await send('PATCH', `/products/${machine._id}`, { details: 'Serviced last month, runs well.' }, seller.token)).status).toBe(200);

    const answer = await ofListing(seller, machine._id);
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data.days).toBe(30);
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1)).toEqual({ day: today(), views: 0, favourites: 1, requests: 1, conversations: 1, priceChanges: 2 });
    expect(data.totals).toEqual({ views: 0, favourites: 1, requests: 1, conversations: 1, priceChanges: 2 });
    expect(data.daysOnMarket).toBe(12);
    expect(data.priceHistory.map((p) => p.price)).toEqual([1000, 950, 900]);
    const days = data.series.map((d) => d.day);
    expect([...days].sort()).toEqual(days);

    const long = (await ofListing(seller, machine._id, '?days=90')).body.data;
    expect(long.series).toHaveLength(90);
    expect(long.totals).toEqual(data.totals);
  });

  it('are its seller’s and the admins’ only; a bad span is a 400 that says why', async () => {
    const [seller, otherSeller, buyer, admin] = await Promise.all([person('seller'), person('seller'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    expect((await ofListing(otherSeller, machine._id)).status).toBe(403);
    expect((await ofListing(buyer, machine._id)).status).toBe(403);
    expect((await ofListing(admin, machine._id)).status).toBe(200);
    expect((await ofListing(seller, 'noSuchMachine')).status).toBe(404);
    const bad = await ofListing(seller, machine._id, '?days=7');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/days must be 30 or 90/);
  });

  it('go with the listing when it is deleted', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    await view(buyer, machine._id);
    expect((await ofSeller(seller)).body.data.topListings.map((t) => t.productId)).toEqual([machine._id]);
    expect((await send('DELETE', `/products/${machine._id}`, undefined, seller.token)).status).toBe(200);
    const left = await firestore().collection('listingStats').where('__name__', '>=', `${machine._id}~`).where('__name__', '<', `${machine._id}~~`).get();
    expect(left.size).toBe(0);
    expect((await ofSeller(seller)).body.data.topListings).toEqual([]);
  });
});

describe('a seller’s insights', () => {
  it('sum their listings day by day, with their most viewed first; buyers have none', async () => {
    const seller = await person('seller');
    const people = await Promise.all(Array.from({ length: 3 }, () => person('buyer')));
    const [popular, quiet, unseen] = await Promise.all([storedProduct(seller), storedProduct(seller), storedProduct(seller)]);
    await Promise.all([...people.map((p) => view(p, popular._id)), view(people[0]!, quiet._id)]);
    expect((await send('PUT', `/favourites/${quiet._id}`, undefined, people[1]!.token)).status).toBe(201);

    const { data } = (await ofSeller(seller)).body;
    expect(data.listings).toBe(3);
    expect(data.totals).toEqual({ views: 4, favourites: 1, requests: 0, conversations: 0, priceChanges: 0 });
    expect(data.series.at(-1)).toMatchObject({ day: today(), views: 4, favourites: 1 });
    expect(data.topListings.map((t) => [t.productId, t.views])).toEqual([
      [popular._id, 3],
      [quiet._id, 1],
    ]);
    expect(data.topListings.map((t) => t.productId)).not.toContain(unseen._id);
    expect((await ofSeller(people[0]!)).status).toBe(403);
  });
});

describe('the marketplace overview', () => {
  const overview = async (p: Person) => (await get('/insights/marketplace', p.token)) as { status: number; body: { data: MarketplaceInsights } };

  it('counts listings added, deals accepted and the people active on each side today, each person once; admins only', async () => {
    const [seller, buyer, admin] = await Promise.all([person('seller'), person('buyer'), person('admin')]);
    const before = (await overview(admin)).body.data.series.at(-1)!;
    const listed = await send('POST', '/products', productInput(seller), seller.token);
    expect(listed.status).toBe(201);
    const id = (listed.body.data as { _id: string })._id;
    await view(buyer, id);
    expect((await send('PUT', `/favourites/${id}`, undefined, buyer.token)).status).toBe(201);
    const booked = await send('POST', '/bookings', { productId: id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, buyer.token);
    expect((await send('PUT', `/bookings/${(booked.body.data as { _id: string })._id}/status`, { status: 'accepted' }, seller.token)).status).toBe(200);

    const answer = await overview(admin);
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data.series).toHaveLength(30);
    const after = data.series.at(-1)!;
    expect(after.day).toBe(today());
    expect({
      listingsAdded: after.listingsAdded - before.listingsAdded,
      dealsAccepted: after.dealsAccepted - before.dealsAccepted,
      activeBuyers: after.activeBuyers - before.activeBuyers,
      activeSellers: after.activeSellers - before.activeSellers,
    }).toEqual({ listingsAdded: 1, dealsAccepted: 1, activeBuyers: 1, activeSellers: 1 });
    expect(data.totals.listingsAdded).toBeGreaterThanOrEqual(1);
    for (const who of [seller, buyer]) expect((await overview(who)).status).toBe(403);
    // The session (1) and the marketplace's counts (8).
    expect(await readsOf(() => overview(admin))).toBeLessThanOrEqual(9);
  });
});

describe('bounded reads', () => {
  it('a listing’s and a seller’s insights read a constant number of documents, whatever happened', async () => {
    const seller = await person('seller');
    const people = await Promise.all(Array.from({ length: 12 }, () => person('buyer')));
    const machines = await Promise.all(Array.from({ length: 12 }, () => storedProduct(seller)));
    await Promise.all(machines.flatMap((m) => people.slice(0, 4).map((p) => view(p, m._id))));
    // Session (1), the listing (1), its counts (4).
    expect(await readsOf(() => ofListing(seller, machines[0]!._id, '?days=90'))).toBeLessThanOrEqual(6);
    // Session (1), counts (4), the count of listings (1), the most viewed read to name them (10 at most).
    expect(await readsOf(() => ofSeller(seller, '?days=90'))).toBeLessThanOrEqual(16);
  });
});
