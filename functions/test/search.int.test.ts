import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/index.js';
import { documentReads } from '../src/store/reads.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Finding the right machine: keywords, filters and sort orders over the catalog, served from
// the indexes a page at a time.

const { get, send } = apiOfThisFile(resetEmulators);
let buyer: Person;
const listings: Record<string, Product> = {};

const names = (answer: { body: { data: unknown } }) => (answer.body.data as Product[]).map((p) => p.productName);
const search = (query: string, size = 'all') => get(`/products/${size}?${query}`, buyer.token);

beforeAll(async () => {
  const [verified, plain] = await Promise.all([person('seller', { verified: true }), person('seller')]);
  buyer = await person('buyer');
  const machines: [string, Person, Partial<Product>][] = [
    ['Yanmár L100 Diesel Engine', verified, { categoryCompany: 'Yanmar', fuel: 'Diesel', location: 'Bogura', resalePrice: 900, mfYear: 2015, yearOfUse: 6, details: 'Air cooled, electric start.', categorySize: '20' }],
    ['Honda GX160 Petrol Engine', plain, { categoryCompany: 'Honda', fuel: 'petrol', location: 'Rajshahi', resalePrice: 250, mfYear: 2019, yearOfUse: 2, details: 'Pump set engine.', categorySize: '20' }],
    ['JINTIAN R170A Water Cooled Diesel', verified, { categoryCompany: 'JINTIAN', fuel: 'diesel', location: 'Chapai-Nawabganj', resalePrice: 120, mfYear: 1994, yearOfUse: 20, details: 'Shallow tube-well engine.', categorySize: '20' }],
    ['Kubota D1105 Diesel Generator Engine', plain, { categoryCompany: 'Kubota', fuel: 'DIESEL', location: 'bogura', resalePrice: 2100, mfYear: 2012, yearOfUse: 9, details: 'Three cylinder, water cooled.', categorySize: '32' }],
    ['Changfa S195 Diesel Engine', verified, { categoryCompany: 'Changfa', fuel: 'diesel', location: 'Dhaka', resalePrice: 400, mfYear: 2010, yearOfUse: 12, details: 'Sold to a farm last year.', categorySize: '32', sold: true }],
    ['Cummins 6BT Marine Engine', verified, { categoryCompany: 'Cummins', fuel: 'diesel', location: 'Chattogram', resalePrice: 5200, mfYear: 2008, yearOfUse: 14, details: 'Boat engine, water cooled.', categorySize: '40' }],
  ];
  for (const [productName, seller, fields] of machines) {
    listings[productName] = await storedProduct(seller, { productName, sellerVerify: seller === verified, ...fields });
  }
});

describe('keyword search', () => {
  it('finds a word in the name, the make, the details or the place, ignoring case and accents', async () => {
    expect(names(await search('q=yanmar'))).toEqual(['Yanmár L100 Diesel Engine']);
    expect(names(await search('q=PUMP'))).toEqual(['Honda GX160 Petrol Engine']);
    expect(names(await search('q=chattogram'))).toEqual(['Cummins 6BT Marine Engine']);
  });

  it('matches the first 3+ letters of a word, and needs every word', async () => {
    expect(names(await search('q=gener'))).toEqual(['Kubota D1105 Diesel Generator Engine']);
    expect(names(await search('q=water%20diesel')).sort()).toEqual(['JINTIAN R170A Water Cooled Diesel', 'Kubota D1105 Diesel Generator Engine']);
    expect(names(await search('q=water%20petrol'))).toEqual([]);
  });
});

describe('filters, combined with AND', () => {
  it('fuel, make and place ignore case', async () => {
    expect(names(await search('fuel=Petrol'))).toEqual(['Honda GX160 Petrol Engine']);
    expect(names(await search('make=jintian'))).toEqual(['JINTIAN R170A Water Cooled Diesel']);
    expect(names(await search('location=BOGURA')).sort()).toEqual(['Kubota D1105 Diesel Generator Engine', 'Yanmár L100 Diesel Engine']);
  });

  it('price, year and years of use ranges', async () => {
    expect(names(await search('minPrice=300&maxPrice=1000')).sort()).toEqual(['Changfa S195 Diesel Engine', 'Yanmár L100 Diesel Engine']);
    expect(names(await search('minYear=2012&maxYear=2015')).sort()).toEqual(['Kubota D1105 Diesel Generator Engine', 'Yanmár L100 Diesel Engine']);
    expect(names(await search('maxUsed=6')).sort()).toEqual(['Honda GX160 Petrol Engine', 'Yanmár L100 Diesel Engine']);
  });

  it('blue-tick sellers only, unsold machines only, within a size', async () => {
    expect(names(await search('verified=true&available=true', '32'))).toEqual([]);
    expect(names(await search('verified=true', '32'))).toEqual(['Changfa S195 Diesel Engine']);
    expect(names(await search('available=true', '32'))).toEqual(['Kubota D1105 Diesel Generator Engine']);
  });

  it('every filter at once', async () => {
    const all = 'q=diesel%20engine&fuel=diesel&make=yanmar&location=bogura&minPrice=500&maxPrice=1000&minYear=2014&maxYear=2016&maxUsed=8&verified=true&available=true&sort=price-asc';
    const answer = await search(all, '20');
    expect(names(answer)).toEqual(['Yanmár L100 Diesel Engine']);
  });
});

describe('sort orders', () => {
  it.each([
    ['price-asc', ['JINTIAN R170A Water Cooled Diesel', 'Honda GX160 Petrol Engine', 'Changfa S195 Diesel Engine', 'Yanmár L100 Diesel Engine', 'Kubota D1105 Diesel Generator Engine', 'Cummins 6BT Marine Engine']],
    ['price-desc', ['Cummins 6BT Marine Engine', 'Kubota D1105 Diesel Generator Engine', 'Yanmár L100 Diesel Engine', 'Changfa S195 Diesel Engine', 'Honda GX160 Petrol Engine', 'JINTIAN R170A Water Cooled Diesel']],
    ['year-desc', ['Honda GX160 Petrol Engine', 'Yanmár L100 Diesel Engine', 'Kubota D1105 Diesel Generator Engine', 'Changfa S195 Diesel Engine', 'Cummins 6BT Marine Engine', 'JINTIAN R170A Water Cooled Diesel']],
    ['used-asc', ['Honda GX160 Petrol Engine', 'Yanmár L100 Diesel Engine', 'Kubota D1105 Diesel Generator Engine', 'Changfa S195 Diesel Engine', 'Cummins 6BT Marine Engine', 'JINTIAN R170A Water Cooled Diesel']],
  ])('sort=%s', async (sort, expected) => {
    expect(names(await search(`sort=${sort}`))).toEqual(expected);
  });

  it('a price range sorted by year, paged two at a time, walks every match once, with the total', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const answer = await search(`minPrice=200&maxPrice=2500&sort=year-desc&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.body).toMatchObject({ total: 4 });
      seen.push(...names(answer));
      if (!answer.body.next) break;
      cursor = answer.body.next;
    }
    expect(seen).toEqual(['Honda GX160 Petrol Engine', 'Yanmár L100 Diesel Engine', 'Kubota D1105 Diesel Generator Engine', 'Changfa S195 Diesel Engine']);
  });

  it('counts all matches of the indexed filters in total', async () => {
    expect((await search('fuel=diesel')).body).toMatchObject({ total: 5 });
    expect((await search('q=engine&available=true')).body).toMatchObject({ total: 5 });
  });

  it('counts exactly a price, year or use range while the list is sorted by another field', async () => {
    expect((await search('minPrice=300&maxPrice=1000&sort=price-asc')).body).toMatchObject({ total: 2 });
    expect((await search('minPrice=300&maxPrice=1000')).body).toMatchObject({ total: 2 });
    expect((await search('fuel=diesel&minYear=2012&maxYear=2015&sort=price-desc')).body).toMatchObject({ total: 2 });
    expect((await search('maxUsed=6&sort=year-desc', '20')).body).toMatchObject({ total: 2 });
  });
});

describe('cost and bad input', () => {
  it('a page reads at most 3 × (page + 2) listings, whatever the filters', async () => {
    for (const query of ['q=engine', 'q=engine&fuel=diesel', 'minPrice=100&maxPrice=3000', 'minYear=2000&maxYear=2020&sort=price-asc', 'verified=true&available=true']) {
      const before = documentReads.total;
      await search(`${query}&limit=2`);
      // The page, its count and the caller's session record.
      expect(documentReads.total - before, query).toBeLessThanOrEqual(3 * (2 + 2) + 2);
    }
  });

  it('the plain catalog answers exactly as before', async () => {
    const plain = await search('');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ total: 6 });
    expect(names(plain)).toEqual(Object.keys(listings).reverse());
  });

  it.each([
    ['minPrice=-1', 'minPrice'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['minYear=2020&maxYear=2010', 'minYear'],
    ['maxUsed=-3', 'maxUsed'],
    ['sort=cheapest', 'sort'],
    ['verified=yes', 'verified'],
    ['colour=red', 'colour'],
    ['q=', 'q'],
  ])('%s is a 400 naming %s', async (query, name) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(name);
  });

  it('a cursor of another sort order is refused', async () => {
    const first = await search('sort=price-asc&limit=1');
    const other = await search(`sort=newest&fuel=diesel&limit=1&cursor=${first.body.next}`);
    expect(other.status).toBe(400);
  });
});

describe('saved searches and their alerts', () => {
  const save = (who: Person, body: unknown) => send('POST', '/saved-searches', body, who.token);
  const alerts = async (who: Person) =>
    ((await get('/notifications?limit=50', who.token)).body.data as { kind: string; productId: string; message: string }[]).filter((n) => n.kind === 'saved-search-match');

  it('are saved with the same rules as a search, listed and deleted by their owner only', async () => {
    const [me, other] = await Promise.all([person('buyer'), person('buyer')]);
    const saved = await save(me, { name: 'Cheap diesels', query: { fuel: 'diesel', maxPrice: '500' } });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ name: 'Cheap diesels', query: { fuel: 'diesel', maxPrice: 500 }, size: null });
    const bad = await save(me, { name: 'Bad', query: { minPrice: '-1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('query.minPrice');
    expect((await save(me, { name: 'Odd', query: { colour: 'red' } })).status).toBe(400);
    expect(((await get('/saved-searches', me.token)).body.data as { name: string }[]).map((s) => s.name)).toEqual(['Cheap diesels']);
    const id = (saved.body.data as { _id: string })._id;
    expect((await send('DELETE', `/saved-searches/${id}`, undefined, other.token)).status).toBe(404);
    expect((await send('DELETE', `/saved-searches/${id}`, undefined, me.token)).status).toBe(200);
    expect((await get('/saved-searches', me.token)).body.data).toEqual([]);
  });

  it('are 20 per user at most', async () => {
    const me = await person('buyer');
    for (let i = 0; i < 20; i++) expect((await save(me, { name: `Search ${i}`, query: { q: `word${i}` } })).status).toBe(201);
    const one = await save(me, { name: 'One more', query: { q: 'more' } });
    expect(one.status).toBe(409);
    expect(one.body.message).toMatch(/20 saved searches at most/);
  });

  it('tell the owner when a new listing matches, once per listing, never for their own listing', async () => {
    const [watcher, seller, bystander] = await Promise.all([person('buyer'), person('seller'), person('buyer')]);
    await save(watcher, { name: 'Lister engines', query: { q: 'lister', maxPrice: '3000' } });
    await save(watcher, { name: 'Any diesel in Sylhet', query: { fuel: 'diesel', location: 'sylhet' } });
    await save(bystander, { name: 'Petrol only', query: { fuel: 'petrol' } });
    await save(seller, { name: 'My own kind', query: { q: 'lister' } });
    const listed = await send('POST', '/products', productInput(seller, { productName: 'Lister Petter LPW2 Diesel', fuel: 'diesel', location: 'Sylhet', resalePrice: 2500 }), seller.token);
    expect(listed.status).toBe(201);
    const id = (listed.body.data as Product)._id;
    await drainOwedWork();
    const told = await alerts(watcher);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ productId: id, message: expect.stringContaining('Lister Petter LPW2 Diesel') });
    expect(await alerts(bystander)).toEqual([]);
    expect(await alerts(seller)).toEqual([]);
  });
});
