import { describe, expect, it } from 'vitest';
import type { PriceGuide } from '../src/contract/index.js';
import { costOf } from './cost.js';
import { apiOfThisFile } from './harness.js';
import { person, resetEmulators, storedProduct, type Person } from './world.js';

const { get, send } = apiOfThisFile(resetEmulators);

type Query = { categorySize: string; fuel: string; year: number; make?: string };
const guide = async (p: Person, q: Query) => {
  const params = new URLSearchParams({ categorySize: q.categorySize, fuel: q.fuel, year: String(q.year), ...(q.make ? { make: q.make } : {}) });
  return (await get(`/insights/price-guide?${params}`, p.token)) as { status: number; body: { data: PriceGuide; message: string } };
};

/** The quartile as a spreadsheet's QUARTILE.INC computes it, written out here to check the API's own. */
function expected(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const lower = sorted[Math.floor(position)]!;
  const upper = sorted[Math.ceil(position)]!;
  return lower + (position - Math.floor(position)) * (upper - lower);
}

/** The API answers whole cents: within half a cent of the exact figure. */
const expectCents = (answered: number | null | undefined, exact: number) => expect(Math.abs((answered ?? NaN) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);

/** A fixed sequence of prices (the same every run). */
function* prices(): Generator<number> {
  let n = 7;
  for (;;) {
    n = (n * 7919 + 13) % 10007;
    yield 500 + (n % 4500) + (n % 7) * 0.25;
  }
}

describe('the price guide', () => {
  it('gives the quartiles and median of comparable listings for sale and the median of sold ones, as computed from the listings', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const next = prices();
    const machines: { size: string; fuel: string; make: string; year: number; price: number; sold: boolean }[] = [];
    for (let i = 0; i < 48; i++) {
      machines.push({ size: i % 4 === 3 ? '32' : '20', fuel: i % 5 === 4 ? 'Petrol' : 'Diesel', make: i % 3 === 0 ? 'Yanmar' : 'Kirloskar', year: 2008 + (i % 12), price: next.next().value as number, sold: i % 4 === 1 });
    }
    await Promise.all(
      machines.map((m) => storedProduct(seller, { categorySize: m.size, fuel: m.fuel, categoryCompany: m.make, mfYear: m.year, resalePrice: m.price, sold: m.sold })),
    );

    for (const q of [
      { categorySize: '20', fuel: 'Diesel', year: 2011 },
      { categorySize: '20', fuel: 'diesel', year: 2016, make: 'KIRLOSKAR' },
      { categorySize: '32', fuel: 'Diesel', year: 2012 },
    ]) {
      const comparable = machines.filter(
        (m) => m.size === q.categorySize && m.fuel.toLowerCase() === q.fuel.toLowerCase() && Math.abs(m.year - q.year) <= 3 && (!q.make || m.make.toLowerCase() === q.make.toLowerCase()),
      );
      const asking = comparable.filter((m) => !m.sold).map((m) => m.price);
      const sold = comparable.filter((m) => m.sold).map((m) => m.price);
      const answer = await guide(buyer, q);
      expect(answer.status).toBe(200);
      const { data } = answer.body;
      expect(data.comparable).toBe(asking.length);
      expect(data.sold).toBe(sold.length);
      expect(data.segment).toEqual({ categorySize: q.categorySize, fuel: q.fuel, make: q.make ?? null, yearFrom: q.year - 3, yearTo: q.year + 3 });
      if (asking.length >= 5) {
        expect(data.enough).toBe(true);
        expectCents(data.asking!.low, expected(asking, 0.25));
        expectCents(data.asking!.median, expected(asking, 0.5));
        expectCents(data.asking!.high, expected(asking, 0.75));
      } else {
        expect(data).toMatchObject({ enough: false, asking: null });
      }
      if (sold.length >= 5) expectCents(data.soldMedian, expected(sold, 0.5));
      else expect(data.soldMedian).toBeNull();
    }
    // The first query has enough of both, so the figures above were checked, not skipped.
    const first = (await guide(buyer, { categorySize: '20', fuel: 'Diesel', year: 2011 })).body.data;
    expect(first.enough).toBe(true);
    expect(first.soldMedian).not.toBeNull();
  });

  it('says there is not enough data under 5 comparable listings', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    await Promise.all([1000, 2000, 3000, 4000].map((price) => storedProduct(seller, { categorySize: '40', fuel: 'Kerosene', mfYear: 2001, resalePrice: price })));
    const { data, message } = (await guide(buyer, { categorySize: '40', fuel: 'Kerosene', year: 2001 })).body;
    expect(data).toMatchObject({ comparable: 4, enough: false, asking: null, soldMedian: null });
    expect(message).toBe('Not enough similar machines for a price guide yet.');
  });

  it('follows the listings: a new price, a sale and its cancellation, a new size, a deletion', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const q = { categorySize: '44', fuel: 'Diesel', year: 2010 };
    const [a, b, , , e] = await Promise.all([100, 200, 300, 400, 500].map((price) => storedProduct(seller, { categorySize: '44', fuel: 'Diesel', mfYear: 2010, resalePrice: price })));
    expect((await guide(buyer, q)).body.data.asking).toEqual({ low: 200, median: 300, high: 400 });

    expect((await send('PATCH', `/products/${a!._id}`, { resalePrice: 900 }, seller.token)).status).toBe(200);
    expect((await guide(buyer, q)).body.data.asking).toEqual({ low: 300, median: 400, high: 500 });

    const booked = await send('POST', '/bookings', { productId: b!._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, buyer.token);
    const bookingId = (booked.body.data as { _id: string })._id;
    expect((await send('PUT', `/bookings/${bookingId}/status`, { status: 'accepted' }, seller.token)).status).toBe(200);
    expect((await guide(buyer, q)).body.data).toMatchObject({ comparable: 4, enough: false, sold: 1 });
    expect((await send('PUT', `/bookings/${bookingId}/status`, { status: 'cancelled' }, buyer.token)).status).toBe(200);
    expect((await guide(buyer, q)).body.data).toMatchObject({ comparable: 5, enough: true, sold: 0 });

    expect((await send('PATCH', `/products/${e!._id}`, { categorySize: '45' }, seller.token)).status).toBe(200);
    expect((await guide(buyer, q)).body.data.comparable).toBe(4);
    expect((await guide(buyer, { ...q, categorySize: '45' })).body.data.comparable).toBe(1);
    expect((await send('DELETE', `/products/${a!._id}`, undefined, seller.token)).status).toBe(200);
    expect((await guide(buyer, q)).body.data.comparable).toBe(3);
  });

  it('reads 7 documents whatever the catalog holds, asks for a signed-in caller, and says what is wrong with a query', async () => {
    const buyer = await person('buyer');
    const { answer, reads } = await costOf(() => guide(buyer, { categorySize: '20', fuel: 'Diesel', year: 2015, make: 'Yanmar' }));
    expect(answer.status).toBe(200);
    // The session (1) and one segment a year (7).
    expect(reads).toBeLessThanOrEqual(8);
    expect((await get('/insights/price-guide?categorySize=20&fuel=Diesel&year=2015')).status).toBe(401);
    const noYear = await get('/insights/price-guide?categorySize=20&fuel=Diesel', buyer.token);
    expect(noYear.status).toBe(400);
    expect(noYear.body.message).toMatch(/year is required/);
    expect((await get('/insights/price-guide?categorySize=big&fuel=Diesel&year=2015', buyer.token)).status).toBe(400);
  });
});
