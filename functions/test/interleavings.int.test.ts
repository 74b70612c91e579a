import { FirestoreServer } from '@firestore-emulator/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCommitsAtomic } from '../../emulators/atomic-commits.js';
import { freePort } from '../../emulators/ports.js';
import type { Booking } from '../src/contract/index.js';
import { catalogCounts } from '../src/store/catalog-counts.js';
import { firestore } from '../src/store/db.js';
import { call, startApi } from './harness.js';
import { heldReads } from './held-reads.js';
import { drainOwedWork, person, resetEmulators, storedProduct, type Person } from './world.js';

// The worst order of two calls, every time: one call reads, the other runs whole, then the first
// goes on from what it read (its read's answer is held back, as a slow network would). The trials
// of races.int.test.ts meet these orders by chance; here each is met on purpose, through the API.
process.env.ACCOUNT_WRITES_PER_MINUTE = '1000000';

let api: Awaited<ReturnType<typeof startApi>>;
let database: FirestoreServer;
let reads: ReturnType<typeof heldReads>;
let seller: Person;
let buyer: Person;
let late: Person;

beforeAll(async () => {
  const port = await freePort();
  database = new FirestoreServer();
  makeCommitsAtomic(database);
  reads = heldReads(database);
  await database.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  await resetEmulators();
  api = await startApi();
  [seller, buyer, late] = await Promise.all([person('seller'), person('buyer'), person('buyer')]);
});
afterAll(async () => {
  await api.close();
  database.stop();
});

const send = (method: string, path: string, who: Person, json?: unknown) => call(`${api.url}${path}`, { method, json, token: who.token });
const request = (productId: string, who: Person) => send('POST', '/bookings', who, { productId, buyerNumber: '01811223344', buyerLocation: 'Bogura' });

/**
 * Runs `first` until it reads `path`, runs `second` whole, then lets `first` go on from what it
 * read. Resolves both answers.
 */
async function readThenOvertaken(path: string, first: () => ReturnType<typeof call>, second: () => ReturnType<typeof call>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const caught = reads.holdNext(path, released);
  const firstAnswer = first();
  await caught;
  const secondAnswer = await second();
  release();
  return { first: await firstAnswer, second: secondAnswer };
}

const bookingsOf = async (productId: string) => (await firestore().collection('bookings').where('productId', '==', productId).get()).docs;

describe('a request whose machine is sold or deleted between its read and its write', () => {
  it('closes itself as declined when the machine was sold meanwhile, and says so', async () => {
    const machine = await storedProduct(seller);
    const first = (await request(machine._id, buyer)).body.data as Booking;
    const { first: answer, second: accepted } = await readThenOvertaken(
      `products/${machine._id}`,
      () => request(machine._id, late),
      () => send('PUT', `/bookings/${first._id}/status`, seller, { status: 'accepted' }),
    );
    expect(accepted.status).toBe(200);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This machine is already sold.');
    expect((await bookingsOf(machine._id)).map((d) => d.get('status')).sort()).toEqual(['accepted', 'declined']);
  });

  it('closes itself as withdrawn when the machine was deleted meanwhile, and says so', async () => {
    const machine = await storedProduct(seller);
    const { first: answer, second: deleted } = await readThenOvertaken(
      `products/${machine._id}`,
      () => request(machine._id, late),
      () => send('DELETE', `/products/${machine._id}`, seller),
    );
    expect(deleted.status).toBe(200);
    expect(answer.status).toBe(404);
    expect((await bookingsOf(machine._id)).map((d) => d.get('status'))).toEqual(['withdrawn']);
  });
});

describe('a favourite whose machine is deleted between its read and its write', () => {
  it('is not left behind as a live favourite of a machine that is gone', async () => {
    const machine = await storedProduct(seller);
    const { first: saved, second: deleted } = await readThenOvertaken(
      `products/${machine._id}`,
      () => send('PUT', `/favourites/${machine._id}`, buyer),
      () => send('DELETE', `/products/${machine._id}`, seller),
    );
    expect(deleted.status).toBe(200);
    expect(saved.status).toBe(404);
    await drainOwedWork();
    const favourites = await firestore().collection('favourites').where('productId', '==', machine._id).get();
    expect(favourites.docs.filter((d) => d.get('withdrawn') !== true)).toHaveLength(0);
  });
});

describe('a change made from a booking read before another change', () => {
  it('an accept that read the request before the buyer cancelled it is refused with the current status', async () => {
    const machine = await storedProduct(seller);
    const booking = (await request(machine._id, buyer)).body.data as Booking;
    const { first: accepted, second: cancelled } = await readThenOvertaken(
      `bookings/${booking._id}`,
      () => send('PUT', `/bookings/${booking._id}/status`, seller, { status: 'accepted' }),
      () => send('PUT', `/bookings/${booking._id}/status`, buyer, { status: 'cancelled' }),
    );
    expect(cancelled.status).toBe(200);
    expect(accepted.status).toBe(409);
    expect(accepted.body).toMatchObject({ message: 'This request is cancelled now: it changed before it could be accepted.', data: { _id: booking._id, status: 'cancelled' } });
    const product = await firestore().collection('products').doc(machine._id).get();
    expect([product.get('sold'), (await firestore().collection('sales').doc(machine._id).get()).exists]).toEqual([false, false]);
  });

  it('a cancellation that read the deal before the buyer cancelled it in another tab changes nothing twice', async () => {
    const machine = await storedProduct(seller);
    const booking = (await request(machine._id, buyer)).body.data as Booking;
    expect((await send('PUT', `/bookings/${booking._id}/status`, seller, { status: 'accepted' })).status).toBe(200);
    const { first, second } = await readThenOvertaken(
      `bookings/${booking._id}`,
      () => send('PUT', `/bookings/${booking._id}/status`, buyer, { status: 'cancelled' }),
      () => send('PUT', `/bookings/${booking._id}/status`, buyer, { status: 'cancelled' }),
    );
    expect([first.status, second.status]).toEqual([409, 200]);
    const told = await firestore().collection('notifications').where('bookingId', '==', booking._id).where('kind', '==', 'request-cancelled').get();
    expect(told.size).toBe(1);
  });
});

describe('an edit made from a listing read before another edit', () => {
  it('a size change that read the listing before another moved it counts the listing once', async () => {
    const machine = await storedProduct(seller, { categorySize: '91' });
    const { first, second } = await readThenOvertaken(
      `products/${machine._id}`,
      () => send('PATCH', `/products/${machine._id}`, seller, { categorySize: '92' }),
      () => send('PATCH', `/products/${machine._id}`, seller, { categorySize: '93' }),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const { sizes } = await catalogCounts.read();
    // The first edit is made again on top of the second: the listing ends in 92, counted there once.
    expect([sizes['91'], sizes['92'], sizes['93']]).toEqual([0, 1, 0]);
    expect((await firestore().collection('products').doc(machine._id).get()).get('categorySize')).toBe('92');
  });

  it('a price change that read the listing before another keeps both prices in the history', async () => {
    const machine = await storedProduct(seller, { resalePrice: 500 });
    const { first, second } = await readThenOvertaken(
      `products/${machine._id}`,
      () => send('PATCH', `/products/${machine._id}`, seller, { resalePrice: 450 }),
      () => send('PATCH', `/products/${machine._id}`, seller, { resalePrice: 480 }),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const history = (await firestore().collection('products').doc(machine._id).get()).get('priceHistory') as { price: number }[];
    expect(history.map((p) => p.price)).toEqual([500, 480, 450]);
  });
});
