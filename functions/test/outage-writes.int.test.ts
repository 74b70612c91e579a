import { FirestoreServer } from '@firestore-emulator/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCommitsAtomic } from '../../emulators/atomic-commits.js';
import { freePort } from '../../emulators/ports.js';
import { bookingSchema, listedProductSchema, type Booking, type Product } from '../src/contract/index.js';
import { catalogCounts } from '../src/store/catalog-counts.js';
import { firestore } from '../src/store/db.js';
import { call, startApi } from './harness.js';
import { person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Writes cut off by an outage: a Firestore of this test's own (the Node emulator, in process)
// goes down while listings and bookings are being stored, and comes back with its data, as a
// real database does. Afterwards every listing and booking must be stored whole or not at all,
// the catalog totals must agree with the listings, and what the client was told must agree with
// what was stored: 201 means stored; after a 503 a retry of the same request stores it once.

type Answer = Awaited<ReturnType<typeof call>>;

let api: Awaited<ReturnType<typeof startApi>>;
let port: number;
let database: FirestoreServer;

/** Brings the database back on the same port with the data it held, as after a real outage. */
async function restartDatabase() {
  const back = new FirestoreServer();
  makeCommitsAtomic(back);
  // The Node emulator keeps its documents in memory; the new server takes over the old one's.
  (back.state as unknown as { projects: unknown }).projects = (database.state as unknown as { projects: unknown }).projects;
  await back.start(port);
  database = back;
}

/**
 * Sends the requests together and stops the database the moment the `at`-th document write
 * reaches it: that write is stored but never answered, and the other requests are cut off at
 * every stage (before reaching Firestore, mid-commit, or waiting for an answer). Resolves with
 * every answer once all have come back.
 */
async function cutOff(requests: (() => Promise<Answer>)[], at: number): Promise<Answer[]> {
  // The emulator's Commit stores each write through its state object, looked up at call time.
  const state = database.state as unknown as { writeV1Document: (...args: unknown[]) => unknown };
  const store = state.writeV1Document.bind(state);
  let writes = 0;
  state.writeV1Document = (...args) => {
    writes += 1;
    if (writes === at) database.stop();
    return store(...args);
  };
  return Promise.all(requests.map((send) => send()));
}

/**
 * Sends an answered-503 request again, as a client does after the Retry-After it was given
 * (1 s), until the database, coming back, answers something else.
 */
function retry(send: () => Promise<Answer>): Promise<Answer> {
  return vi.waitFor(
    async () => {
      const answer = await send();
      if (answer.status === 503) throw new Error(`Still 503 (Retry-After ${answer.headers.get('retry-after')})`);
      return answer;
    },
    { timeout: 15_000, interval: 1000 },
  );
}

beforeAll(async () => {
  port = await freePort();
  database = new FirestoreServer();
  makeCommitsAtomic(database);
  await database.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  await resetEmulators();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  database.stop();
});

describe('writes cut off by a Firestore outage', () => {
  it('a product posted while Firestore goes down is stored whole or not at all, and its retry lists it once', async () => {
    const seller = await person('seller');
    const submissions = Array.from({ length: 8 }, (_, i) => ({
      key: randomUUID(),
      input: productInput(seller, { productName: `Outage engine ${i}`, categorySize: i % 2 ? '20' : '10' }),
    }));
    const post = (s: (typeof submissions)[number]) => () =>
      call(`${api.url}/products`, { method: 'POST', json: s.input, token: seller.token, headers: { 'Idempotency-Key': s.key } });
    // A first answered call, so the outage meets a warm client with the usual deadline.
    expect((await call(`${api.url}/productsCategory`)).status).toBe(200);

    // Each listing is four writes (the alerts it owes, its id's claim, the product, the totals):
    // the 9th is the 3rd listing's first, so that listing is stored whole and never answered.
    const answers = await cutOff(submissions.map(post), 9);
    for (const answer of answers) expect([201, 503]).toContain(answer.status);
    for (const answer of answers) if (answer.status === 503) expect(answer.headers.get('retry-after')).toBe('1');
    await restartDatabase();
    const afterRetry = await Promise.all(submissions.map((s, i) => (answers[i]!.status === 503 ? retry(post(s)) : answers[i]!)));

    const stored = await firestore().collection('products').where('sellerUid', '==', seller.uid).get();
    const iso = (at: { toDate(): Date }) => at.toDate().toISOString();
    const products = stored.docs.map((d) =>
      listedProductSchema.parse({
        ...d.data(),
        _id: d.id,
        createdAt: iso(d.get('createdAt')),
      }),
    );
    // One listing per submission: none lost, none twice.
    expect(products.map((p) => p.productName).sort()).toEqual(submissions.map((s) => s.input.productName).sort());
    for (const [i, answer] of afterRetry.entries()) {
      expect(answer.status).toBe(201);
      const product = answer.body.data as Product;
      expect(product.productName).toBe(submissions[i]!.input.productName);
      // What the client was told is what is stored, field for field.
      const mine = products.find((p) => p._id === product._id);
      expect(mine).toEqual(product);
      expect(stored.docs.find((d) => d.id === product._id)?.get('sortKey')).toEqual(expect.stringContaining(product._id));
    }
    // Sent once more, every submission answers its one listing again.
    const again = await Promise.all(submissions.map((s) => post(s)()));
    expect(again.map((a) => [a.status, (a.body.data as Product)._id])).toEqual(afterRetry.map((a) => [201, (a.body.data as Product)._id]));
    expect((await firestore().collection('products').where('sellerUid', '==', seller.uid).get()).size).toBe(submissions.length);
    // The catalog totals count exactly the listings there are.
    const all = await firestore().collection('products').get();
    const totals = await catalogCounts.read();
    expect(totals.total).toBe(all.size);
    for (const size of ['10', '20']) expect(totals.sizes[size]).toBe(all.docs.filter((d) => d.get('categorySize') === size).length);
  });

  it('a booking made while Firestore goes down is stored whole or not at all, and its retry never books twice', async () => {
    const seller = await person('seller');
    const machines = await Promise.all(Array.from({ length: 4 }, () => storedProduct(seller)));
    const buyers: Person[] = await Promise.all([person('buyer'), person('buyer')]);
    const orders = buyers.flatMap((buyer) => machines.map((machine) => ({ buyer, machine })));
    const book = (o: (typeof orders)[number]) => () =>
      call(`${api.url}/bookings`, { method: 'POST', json: { productId: o.machine._id, buyerNumber: '01812345678', buyerLocation: 'Rajshahi' }, token: o.buyer.token });
    expect((await call(`${api.url}/productsCategory`)).status).toBe(200);

    const answers = await cutOff(orders.map(book), 4);
    for (const answer of answers) expect([201, 503]).toContain(answer.status);
    await restartDatabase();
    // After a 503 the client retries: either it books now, or it hears that it already has.
    const retried = await Promise.all(orders.map((o, i) => (answers[i]!.status === 503 ? retry(book(o)) : null)));
    for (const answer of retried) if (answer) expect([201, 409]).toContain(answer.status);

    const stored = await firestore().collection('bookings').where('sellerUid', '==', seller.uid).get();
    const bookings = stored.docs.map((d) => ({
      booking: bookingSchema.parse({ ...d.data(), _id: d.id, createdAt: d.get('createdAt').toDate().toISOString() }),
      buyerUid: d.get('buyerUid') as string,
    }));
    // Exactly one booking per buyer and machine, each whole.
    expect(bookings).toHaveLength(orders.length);
    for (const [i, o] of orders.entries()) {
      const mine = bookings.filter((b) => b.buyerUid === o.buyer.uid && b.booking.productId === o.machine._id);
      expect(mine).toHaveLength(1);
      const { booking } = mine[0]!;
      expect(booking).toMatchObject({ productName: o.machine.productName, sellerEmail: seller.email, resalePrice: o.machine.resalePrice, buyerEmail: o.buyer.email });
      const told = answers[i]!.status === 201 ? answers[i] : retried[i]?.status === 201 ? retried[i] : undefined;
      if (told) expect(told.body.data as Booking).toEqual(booking);
      else expect(retried[i]?.body.message).toBe('You have already booked this product.');
    }
  });
});

describe('a listing sent again under the same Idempotency-Key', () => {
  const post = (seller: Person, key: string, input: Record<string, unknown> = productInput(seller)) =>
    call(`${api.url}/products`, { method: 'POST', json: input, token: seller.token, headers: { 'Idempotency-Key': key } });

  it('is the one listing it was, however often it is sent', async () => {
    const seller = await person('seller');
    const key = randomUUID();
    const first = await post(seller, key);
    const again = await post(seller, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data).toEqual(first.body.data);
    expect((await firestore().collection('products').where('sellerUid', '==', seller.uid).get()).size).toBe(1);
  });

  it('is refused when it says something else, and belongs to its seller only', async () => {
    const [seller, other] = await Promise.all([person('seller'), person('seller')]);
    const key = randomUUID();
    expect((await post(seller, key)).status).toBe(201);
    const changed = await post(seller, key, productInput(seller, { resalePrice: 99 }));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This Idempotency-Key was already used for another listing.');
    // Another seller's key of the same text is another listing.
    const theirs = await post(other, key);
    expect(theirs.status).toBe(201);
    expect((theirs.body.data as Product).sellerUid).toBe(other.uid);
  });

  it('answers its listing while it exists, and 409 once that listing was deleted: a deleted listing’s id is never listed again', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const key = randomUUID();
    const first = await post(seller, key);
    const id = (first.body.data as Product)._id;
    expect((await call(`${api.url}/bookings`, { method: 'POST', token: buyer.token, json: { productId: id, buyerNumber: '01811223344', buyerLocation: 'Bogura' } })).status).toBe(201);
    expect((await post(seller, key)).body.data).toEqual(first.body.data);
    expect((await call(`${api.url}/products/${id}`, { method: 'DELETE', token: seller.token })).status).toBe(200);
    const after = await post(seller, key);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('This Idempotency-Key was already used for a listing that was deleted.');
    expect((await firestore().collection('products').doc(id).get()).exists).toBe(false);
    expect((await call(`${api.url}/product/${id}`, { token: buyer.token })).status).toBe(404);
  });

  it('must be a plain token of 8 to 128 characters', async () => {
    const seller = await person('seller');
    const bad = await post(seller, 'short');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid Idempotency-Key: must be 8 to 128 letters, digits, _ or -.');
  });
});
