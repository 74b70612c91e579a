import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, BookingStatus, Product } from '../src/contract/index.js';
import { catalogCounts } from '../src/store/catalog-counts.js';
import { firestore } from '../src/store/db.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Two people acting at once, through the HTTP API, many times over: whatever the order in which
// their calls meet in the database, every trial must end in a legal state (docs/deals.md).
// The per-address and per-account brakes are lifted here (they are tested on their own in
// rate-limit.int.test.ts): hundreds of trials come from one address and a few accounts.
process.env.RATE_LIMIT_PER_MINUTE = '1000000';
process.env.ACCOUNT_WRITES_PER_MINUTE = '1000000';

const TRIALS = 30;
// A test here runs 30 trials of about 0.7 s each (21 s at most on the fastest machine we run; one
// took over 30 s on a slower one): the limit scales with the trials and still catches a hang.
vi.setConfig({ testTimeout: TRIALS * 4_000 });
const { get, send } = apiOfThisFile(resetEmulators);

let seller: Person;
let buyer: Person;
let otherBuyer: Person;
/**
 * Buyers who arrive during another change. Each starts after a different number of round trips
 * to the API (0, 1, 2, ...), so their calls meet the change's reads and writes at every stage.
 */
let latecomers: Person[];
beforeAll(async () => {
  [seller, buyer, otherBuyer, ...latecomers] = await Promise.all([person('seller'), person('buyer'), person('buyer'), ...Array.from({ length: 6 }, () => person('buyer'))]);
});

const request = (p: Product, who: Person) => send('POST', '/bookings', { productId: p._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, who.token);
const setStatus = (id: string, status: string, who: Person) => send('PUT', `/bookings/${id}/status`, { status }, who.token);
const booked = async (p: Product, who: Person) => {
  const answer = await request(p, who);
  expect(answer.status).toBe(201);
  return answer.body.data as Booking;
};

type Move = 'accept' | 'decline' | 'cancel';
const MOVES: Record<Move, { status: BookingStatus; by: () => Person }> = {
  accept: { status: 'accepted', by: () => seller },
  decline: { status: 'declined', by: () => seller },
  cancel: { status: 'cancelled', by: () => buyer },
};
const move = (m: Move, id: string) => setStatus(id, MOVES[m].status, MOVES[m].by());

/** Starts `work` after `hops` round trips to the API: a later arrival measured in calls, not in time. */
async function after<T>(hops: number, work: () => Promise<T>): Promise<T> {
  for (let i = 0; i < hops; i++) await get('/health');
  return work();
}

/** The moves the state table allows (docs/deals.md). */
const LEGAL: Record<BookingStatus, BookingStatus[]> = {
  requested: ['accepted', 'declined', 'cancelled', 'withdrawn'],
  accepted: ['cancelled', 'withdrawn'],
  declined: [],
  cancelled: [],
  withdrawn: [],
};

/**
 * What the database holds of one machine, once the work its changes owe is done, must be a legal state: at most one accepted booking;
 * `sold` exactly when one is accepted; the sale there exactly then, naming that booking; no
 * request waiting on a sold or deleted machine.
 */
async function expectLegal(productId: string) {
  // The work a sale or a deletion owes (closing requests that came meanwhile) is done first.
  await drainOwedWork();
  const [bookings, product, sale] = await Promise.all([
    firestore().collection('bookings').where('productId', '==', productId).get(),
    firestore().collection('products').doc(productId).get(),
    firestore().collection('sales').doc(productId).get(),
  ]);
  const statuses = bookings.docs.map((d) => d.get('status') as BookingStatus);
  const accepted = bookings.docs.filter((d) => d.get('status') === 'accepted');
  expect(accepted.length, `accepted bookings of ${productId}: ${statuses}`).toBeLessThanOrEqual(1);
  if (product.exists) {
    expect(product.get('sold'), `sold of ${productId} with ${statuses}`).toBe(accepted.length === 1);
    expect(sale.exists, `sale of ${productId} with ${statuses}`).toBe(accepted.length === 1);
    if (sale.exists) expect(sale.get('bookingId')).toBe(accepted[0]!.id);
  } else {
    expect(accepted, `a deleted machine keeps an accepted deal: ${statuses}`).toHaveLength(0);
    expect(sale.exists, `a deleted machine keeps its sale: ${statuses}`).toBe(false);
  }
  if (!product.exists || product.get('sold') === true) expect(statuses, `a request waits on a sold or deleted machine`).not.toContain('requested');
}

/** Of two changes at once, exactly one is made; the other is a 409 that says where the booking stands now. */
async function expectOneWinner(answers: Awaited<ReturnType<typeof send>>[], bookingId: string) {
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses, answers.map((a) => a.body.message).join(' | ')).toEqual([200, 409]);
  const loser = answers.find((a) => a.status === 409)!;
  const now = (await firestore().collection('bookings').doc(bookingId).get()).get('status') as BookingStatus;
  expect(loser.body.message).toContain(now);
  expect(loser.body.data).toMatchObject({ _id: bookingId, status: now });
}

describe('two changes to one request at once: exactly one is made, the other answers 409 with the current status', () => {
  const pairs: [Move, Move][] = [
    ['accept', 'cancel'],
    ['accept', 'decline'],
    ['decline', 'cancel'],
    ['accept', 'accept'],
    ['decline', 'decline'],
    ['cancel', 'cancel'],
  ];
  it.each(pairs)(`%s ‖ %s, ${TRIALS} trials`, async (a, b) => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const booking = await booked(listed, buyer);
      const answers = await Promise.all([move(a, booking._id), move(b, booking._id)]);
      await expectOneWinner(answers, booking._id);
      const now = (await firestore().collection('bookings').doc(booking._id).get()).get('status') as BookingStatus;
      expect(LEGAL.requested).toContain(now);
      await expectLegal(listed._id);
    }
  });
});

describe('two changes to one accepted deal at once', () => {
  it(`the buyer cancels it from two tabs: one cancellation, the machine back on sale once (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const booking = await booked(listed, buyer);
      expect((await move('accept', booking._id)).status).toBe(200);
      const answers = await Promise.all([move('cancel', booking._id), move('cancel', booking._id)]);
      await expectOneWinner(answers, booking._id);
      await expectLegal(listed._id);
      const told = await firestore().collection('notifications').where('bookingId', '==', booking._id).where('kind', '==', 'request-cancelled').get();
      expect(told.size).toBe(1);
    }
  });

  it(`a cancelled deal never takes another buyer's sale with it (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const first = await booked(listed, buyer);
      const second = await booked(listed, otherBuyer);
      expect((await move('accept', first._id)).status).toBe(200);
      // The buyer cancels the deal while the seller accepts the other request, which the accept
      // declined: whatever the order, the machine is sold to at most one of them, and the sale names them.
      await Promise.all([move('cancel', first._id), setStatus(second._id, 'accepted', seller)]);
      await expectLegal(listed._id);
    }
  });
});

describe('two requests of one machine accepted at once', () => {
  it(`exactly one deal; the other request ends declined (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const [first, second] = await Promise.all([booked(listed, buyer), booked(listed, otherBuyer)]);
      const answers = await Promise.all([setStatus(first._id, 'accepted', seller), setStatus(second._id, 'accepted', seller)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      await expectLegal(listed._id);
      const statuses = (await firestore().collection('bookings').where('productId', '==', listed._id).get()).docs.map((d) => d.get('status')).sort();
      expect(statuses).toEqual(['accepted', 'declined']);
    }
  });
});

describe('a request that meets a sale or a deletion', () => {
  it(`a request made while its machine is being sold never stays requested (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const first = await booked(listed, buyer);
      const [accepted, ...late] = await Promise.all([move('accept', first._id), ...latecomers.map((b, i) => after(i, () => request(listed, b)))]);
      expect(accepted.status).toBe(200);
      for (const answer of late) expect([201, 409]).toContain(answer.status);
      await expectLegal(listed._id);
    }
  });

  it(`a request made while its machine is being deleted never stays requested (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const [deleted, ...late] = await Promise.all([send('DELETE', `/products/${listed._id}`, undefined, seller.token), ...latecomers.map((b, i) => after(i, () => request(listed, b)))]);
      expect(deleted.status).toBe(200);
      for (const answer of late) expect([201, 404]).toContain(answer.status);
      await expectLegal(listed._id);
    }
  });

  it(`a deal accepted while its machine is being deleted ends withdrawn, with no sale left (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const booking = await booked(listed, buyer);
      const [deleted] = await Promise.all([send('DELETE', `/products/${listed._id}`, undefined, seller.token), move('accept', booking._id)]);
      expect(deleted.status).toBe(200);
      await expectLegal(listed._id);
      expect((await firestore().collection('bookings').doc(booking._id).get()).get('status')).toBe('withdrawn');
    }
  });
});

describe('a favourite saved while its machine is deleted', () => {
  it(`is withdrawn or gone, never a live favourite of a deleted machine (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller);
      const [deleted, ...saved] = await Promise.all([
        send('DELETE', `/products/${listed._id}`, undefined, seller.token),
        ...latecomers.map((b, i) => after(i, () => send('PUT', `/favourites/${listed._id}`, undefined, b.token))),
      ]);
      expect(deleted.status).toBe(200);
      for (const answer of saved) expect([201, 404]).toContain(answer.status);
      // Those who saved it are told by the deletion's work.
      await drainOwedWork();
      const favourites = await firestore().collection('favourites').where('productId', '==', listed._id).get();
      for (const f of favourites.docs) expect(f.get('withdrawn'), `a favourite of a deleted machine`).toBe(true);
    }
  });
});

describe('counted limits and totals under concurrency', () => {
  it('30 saved searches at once: at most 20 are kept, and every 201 is one of them', async () => {
    const saver = await person('buyer');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send('POST', '/saved-searches', { name: `Search ${i}`, query: { fuel: 'diesel', minYear: String(1990 + i) } }, saver.token)));
    const created = answers.filter((a) => a.status === 201);
    const kept = await get('/saved-searches', saver.token);
    const ids = (kept.body.data as { _id: string }[]).map((s) => s._id);
    expect(ids.length).toBe(20);
    expect(created.map((a) => (a.body.data as { _id: string })._id).sort()).toEqual([...ids].sort());
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.status).toBe(409);
  });

  /** The catalog's running total of a size against the listings of that size. */
  async function expectTotalsExact(sizes: string[]) {
    const counts = await catalogCounts.read();
    for (const size of sizes) {
      const actual = (await firestore().collection('products').where('categorySize', '==', size).count().get()).data().count;
      expect(counts.sizes[size] ?? 0, `size ${size}`).toBe(actual);
    }
    const all = (await firestore().collection('products').count().get()).data().count;
    expect(counts.total).toBe(all);
  }

  it(`two tabs moving a listing to another size at once move it once (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller, { categorySize: '61' });
      const answers = await Promise.all([
        send('PATCH', `/products/${listed._id}`, { categorySize: '62' }, seller.token),
        send('PATCH', `/products/${listed._id}`, { categorySize: trial % 2 ? '62' : '63' }, seller.token),
      ]);
      for (const a of answers) expect(a.status, a.body.message).toBe(200);
      await expectTotalsExact(['61', '62', '63']);
    }
  });

  it(`a size change and a deletion at once count the listing off the size it ended in (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const listed = await storedProduct(seller, { categorySize: '71' });
      const [, deleted] = await Promise.all([send('PATCH', `/products/${listed._id}`, { categorySize: '72' }, seller.token), send('DELETE', `/products/${listed._id}`, undefined, seller.token)]);
      expect(deleted.status).toBe(200);
      await expectTotalsExact(['71', '72']);
    }
  });

  it('parallel creates, edits and deletes leave every size total exact', async () => {
    const listed = await Promise.all(Array.from({ length: 20 }, () => storedProduct(seller, { categorySize: '81' })));
    await Promise.all([
      ...listed.slice(0, 10).map((p) => send('PATCH', `/products/${p._id}`, { categorySize: '82' }, seller.token)),
      ...listed.slice(5, 15).map((p) => send('DELETE', `/products/${p._id}`, undefined, seller.token)),
      ...listed.slice(10, 20).map((p, i) => send('PATCH', `/products/${p._id}`, { categorySize: i % 2 ? '82' : '83' }, seller.token)),
      ...Array.from({ length: 10 }, () => send('POST', '/products', productInput(seller, { categorySize: '83' }), seller.token)),
    ]);
    await expectTotalsExact(['81', '82', '83']);
  });
});
