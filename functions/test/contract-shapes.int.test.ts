import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  publicProduct,
  publicProductSchema,
  ADVERTISE_HOME_PAGE,
  bookingSchema,
  categorySchema,
  deleteResultSchema,
  envelopeSchema,
  listedProductSchema,
  pageSchema,
  productSchema,
  userSchema,
  type Product,
} from '../src/contract/index.js';
import { categoriesStore } from '../src/store/categories.js';
import { decodeCursor, sortKey } from '../src/store/cursor.js';
import { call, startApi } from './harness.js';
import { person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Every successful answer of every route parses with its contract schema from src/contract, and
// strictly: no stray field (a Firestore Timestamp as createdAt, a buyerUid, a stored counter)
// leaks into an answer, and an envelope that is not a page carries no `next` or `total`.

const isoTime = z.iso.datetime();
const product = productSchema.extend({ createdAt: isoTime }).strict();
/** Lists and writes answer a product without its price history (GET /product/{id} alone has it). */
const listedProduct = listedProductSchema.extend({ createdAt: isoTime }).strict();
const publicMachine = publicProductSchema.extend({ createdAt: isoTime }).strict();
const booking = bookingSchema.extend({ createdAt: isoTime }).strict();
const user = userSchema.strict();
const category = categorySchema.strict();

/** An envelope that is not a page: exactly success, message and data. */
const one = <T extends z.ZodType>(data: T) => envelopeSchema(data).strict();
/** A page: the envelope plus `next` (and `total` where the list has one). */
const page = <T extends z.ZodType>(item: T) => pageSchema(item).strict();
const pageWithTotal = <T extends z.ZodType>(item: T) => pageSchema(item).extend({ total: z.number().int().nonnegative() }).strict();

const productPage = pageWithTotal(listedProduct);
/** A listed product as someone other than its seller sees it: without the seller's account id. */
const seenByOthers = ({ sellerUid: _uid, ...rest }: z.infer<typeof listedProduct>) => rest;

const q = (email: string) => encodeURIComponent(email);

/**
 * A GET as a browser's cache revalidates what it holds, with the answer's validator. (fetch()
 * would add Cache-Control: no-cache to a request that carries one, asking for a fresh copy.)
 */
function revalidate(url: string, tag: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; tag?: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'If-None-Match': tag, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ...(res.statusCode === 200 ? { tag: res.headers.etag } : {}) }));
    }).on('error', reject);
  });
}

describe('every successful answer parses with its contract schema', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let buyer: Person, seller: Person, admin: Person;
  let listed: z.infer<typeof listedProduct>;

  const get = (path: string, who: Person) => call(`${api.url}${path}`, { token: who.token });
  const send = (method: string, path: string, who: Person, json?: unknown) => call(`${api.url}${path}`, { method, token: who.token, json });

  beforeAll(async () => {
    await resetEmulators();
    api = await startApi();
    [buyer, seller, admin] = await Promise.all([person('buyer'), person('seller', { verified: true }), person('admin', { verified: true })]);
    await Promise.all([
      categoriesStore.put({ _id: 'catSize20xxxxxxxxxxx', categorySize: '20', categoryImage: '/categories/20.svg' }),
      categoriesStore.put({ _id: 'catSize32xxxxxxxxxxx', categorySize: '32', categoryImage: '/categories/32.svg' }),
    ]);
  });
  afterAll(() => api.close());

  describe('categories', () => {
    it('GET /productsCategory answers categories', async () => {
      const { status, body } = await call(`${api.url}/productsCategory`);
      expect(status).toBe(200);
      expect(one(z.array(category)).parse(body).data).toHaveLength(2);
    });

    it('an answer the client already holds is not sent again (304 on its ETag); a changed one is sent in full', async () => {
      const first = await fetch(`${api.url}/productsCategory`);
      const tag = first.headers.get('etag')!;
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(tag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
      const held = await revalidate(`${api.url}/productsCategory`, tag);
      expect(held).toEqual({ status: 304, body: '' });
      // Asking for a fresh copy gets one, validator or not.
      expect((await revalidate(`${api.url}/productsCategory`, tag, { 'Cache-Control': 'no-cache' })).status).toBe(200);
      await categoriesStore.put({ _id: 'catSize40xxxxxxxxxxx', categorySize: '40', categoryImage: '/categories/40.svg' });
      const changed = await revalidate(`${api.url}/productsCategory`, tag);
      expect(changed.status).toBe(200);
      expect(changed.tag).not.toBe(tag);
      expect(one(z.array(category)).parse(JSON.parse(changed.body)).data).toHaveLength(3);
    });

    it('HEAD answers the headers of GET, without the body', async () => {
      const got = await fetch(`${api.url}/productsCategory`);
      const head = await fetch(`${api.url}/productsCategory`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(got.headers.get('content-length'));
      expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
      expect(await head.text()).toBe('');
    });
  });

  describe('users', () => {
    it('POST /user {displayName, email, role} registers a new account as a user (201), then welcomes it back (200)', async () => {
      const newcomer = await person(null);
      const first = await send('POST', '/user', newcomer, { displayName: 'Rahim Uddin', email: newcomer.email, role: 'seller' });
      expect(first.status).toBe(201);
      expect(one(user).parse(first.body).data).toEqual({
        _id: newcomer.uid,
        displayName: 'Rahim Uddin',
        email: newcomer.email,
        role: 'seller',
        sellerVerify: false,
        adminVerify: false,
        photoURL: '',
      });
      const again = await send('POST', '/user', newcomer, { displayName: 'Rahim Uddin', email: newcomer.email, role: '' });
      expect(again.status).toBe(200);
      expect(one(user).parse(again.body).data).toEqual(first.body.data);
    });

    it('POST /user {email} answers the caller as a user', async () => {
      const { status, body } = await send('POST', '/user', buyer, { email: buyer.email });
      expect(status).toBe(200);
      expect(one(user).parse(body).data).toMatchObject({ _id: buyer.uid, role: 'buyer' });
    });

    it('POST /user {email} answers an unregistered caller from the token, in the same shape', async () => {
      const unregistered = await person(null);
      const { status, body } = await send('POST', '/user', unregistered, { email: unregistered.email });
      expect(status).toBe(200);
      expect(one(user).parse(body).data).toMatchObject({ _id: unregistered.uid, role: 'buyer' });
    });

    it("POST /user {email} answers an admin's lookup of someone else as a user", async () => {
      const { status, body } = await send('POST', '/user', admin, { email: seller.email });
      expect(status).toBe(200);
      expect(one(user).parse(body).data).toMatchObject({ _id: seller.uid, role: 'seller', sellerVerify: true });
    });

    it.each([
      ['all', 'buyer'],
      ['seller', 'seller'],
      ['admin', 'admin'],
    ] as const)('GET /user/%s answers a list of users (%s)', async (type, role) => {
      const { status, body } = await get(`/user/${type}`, admin);
      expect(status).toBe(200);
      const users = one(z.array(user)).parse(body).data;
      expect(users.length).toBeGreaterThan(0);
      expect(users.every((u) => u.role === role)).toBe(true);
    });

    it('PUT /user/{id}/role answers the changed user', async () => {
      const target = await person('buyer');
      const { status, body } = await send('PUT', `/user/${target.uid}/role`, admin, { role: 'seller' });
      expect(status).toBe(200);
      expect(one(user).parse(body).data).toMatchObject({ _id: target.uid, role: 'seller', sellerVerify: false });
    });

    it('PUT /user/{id}/verify answers the changed user', async () => {
      const target = await person('seller');
      const { status, body } = await send('PUT', `/user/${target.uid}/verify`, admin, { verified: true });
      expect(status).toBe(200);
      expect(one(user).parse(body).data).toMatchObject({ _id: target.uid, role: 'seller', sellerVerify: true });
    });

    it('DELETE /user/{id} answers a delete result', async () => {
      const target = await person('buyer');
      const { status, body } = await send('DELETE', `/user/${target.uid}`, admin);
      expect(status).toBe(200);
      expect(one(deleteResultSchema.strict()).parse(body).data.acknowledged).toBe(true);
    });

    it('GET /jwt answers a token as a string, which the API then accepts', async () => {
      const { status, body } = await get(`/jwt?email=${q(buyer.email)}`, buyer);
      expect(status).toBe(200);
      const token = one(z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)).parse(body).data;
      const lookup = await call(`${api.url}/user`, { method: 'POST', token, json: { email: buyer.email } });
      expect(lookup.status).toBe(200);
      expect(one(user).parse(lookup.body).data._id).toBe(buyer.uid);
    });
  });

  describe('products, advertising and bookings', () => {
    it('POST /products answers the listed product (201)', async () => {
      const { status, body } = await send('POST', '/products', seller, productInput(seller));
      expect(status).toBe(201);
      listed = one(listedProduct).parse(body).data;
      expect(listed).toMatchObject({ sellerUid: seller.uid, sellerEmail: seller.email, sellerVerify: true, sold: false, resalePrice: 120 });
      expect(listed.advertiseName).toBeUndefined();
    });

    it('GET /product/{id} answers the same product with its price history; the seller\'s account id only to the seller', async () => {
      const { status, body } = await get(`/product/${listed._id}`, buyer);
      expect(status).toBe(200);
      const priceHistory = [{ price: 120, at: listed.createdAt }];
      expect(one(product).parse(body).data).toEqual({ ...seenByOthers(listed), priceHistory });
      expect(one(product).parse((await get(`/product/${listed._id}`, seller)).body).data).toEqual({ ...listed, priceHistory });
    });

    it.each(['all', '20'])('GET /products/%s answers a page of products with the total', async (size) => {
      const { status, body } = await get(`/products/${size}`, buyer);
      expect(status).toBe(200);
      const parsed = productPage.parse(body);
      expect(parsed).toMatchObject({ total: 1, next: null, data: [seenByOthers(listed)] });
    });

    it('GET /myProducts answers a page of products with the total', async () => {
      const { status, body } = await get(`/myProducts?email=${q(seller.email)}`, seller);
      expect(status).toBe(200);
      expect(productPage.parse(body)).toMatchObject({ total: 1, next: null, data: [listed] });
    });

    it('PUT /advertised/products/{id} answers the advertised product', async () => {
      const { status, body } = await send('PUT', `/advertised/products/${listed._id}`, seller, { advertiseName: ADVERTISE_HOME_PAGE });
      expect(status).toBe(200);
      expect(one(listedProduct).parse(body).data).toEqual({ ...listed, advertiseName: ADVERTISE_HOME_PAGE });
    });

    it('GET /advertised/products answers a list of products in their public form', async () => {
      const { status, body } = await call(`${api.url}/advertised/products`);
      expect(status).toBe(200);
      expect(one(z.array(publicMachine)).parse(body).data).toEqual([publicProduct({ ...listed, priceHistory: [], advertiseName: ADVERTISE_HOME_PAGE })]);
    });

    it('POST /bookings answers the booking (201), with no party uid in it', async () => {
      const { status, body } = await send('POST', '/bookings', buyer, { productId: listed._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' });
      expect(status).toBe(201);
      expect(one(booking).parse(body).data).toMatchObject({
        productId: listed._id,
        productName: listed.productName,
        sellerEmail: seller.email,
        resalePrice: listed.resalePrice,
        buyerEmail: buyer.email,
      });
    });

    it.each([
      ['/mybooking', 'buyer'],
      ['/mybuyer', 'seller'],
    ] as const)('GET %s answers a page of bookings (as the %s)', async (path, who) => {
      const me = who === 'buyer' ? buyer : seller;
      const { status, body } = await get(`${path}?email=${q(me.email)}`, me);
      expect(status).toBe(200);
      const parsed = page(booking).parse(body);
      expect(parsed.next).toBeNull();
      expect(parsed.data).toHaveLength(1);
      expect(parsed.data[0]).toMatchObject({ productId: listed._id, buyerEmail: buyer.email });
    });
  });

  describe('paging: GET /products/{size}?limit&cursor walks the catalog newest first', () => {
    const SIZE = '40';
    const COUNT = 30;
    /** Newest first; equal creation times by id, descending (the API's order). */
    let expected: Product[];
    beforeAll(async () => {
      // Pairs share a creation time, so page boundaries also fall between equal times (the id breaks the tie).
      const base = Date.parse('2026-03-01T08:00:00.000Z');
      const made = await Promise.all(
        Array.from({ length: COUNT }, (_, i) =>
          storedProduct(seller, { categorySize: SIZE, productName: `Engine ${i}`, createdAt: new Date(base + Math.floor(i / 2) * 60_000).toISOString() }),
        ),
      );
      expected = [...made].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));

    });

    /** Follows `next` from the first page until it is null; answers the pages. */
    async function walk(limit?: number) {
      const pages: z.infer<typeof productPage>[] = [];
      let cursor: string | null = null;
      do {
        const params = new URLSearchParams();
        if (limit !== undefined) params.set('limit', String(limit));
        if (cursor !== null) params.set('cursor', cursor);
        const { status, body } = await get(`/products/${SIZE}?${params}`, buyer);
        expect(status).toBe(200);
        const parsed = productPage.parse(body);
        pages.push(parsed);
        cursor = parsed.next;
        expect(pages.length, 'the walk does not end').toBeLessThanOrEqual(COUNT);
      } while (cursor !== null);
      return pages;
    }

    it('the first page of 7 holds the newest 7, newest first, with total 30 and a cursor at its last product', async () => {
      const { status, body } = await get(`/products/${SIZE}?limit=7`, buyer);
      expect(status).toBe(200);
      const first = productPage.parse(body);
      expect(first.total).toBe(COUNT);
      expect(first.data).toHaveLength(7);
      const times = first.data.map((p) => Date.parse(p.createdAt));
      expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
      const onPage = new Set(first.data.map((p) => p._id));
      const oldestOnPage = Math.min(...times);
      expect(expected.filter((p) => !onPage.has(p._id)).every((p) => Date.parse(p.createdAt) <= oldestOnPage)).toBe(true);
      const last = first.data[6]!;
      expect(decodeCursor(first.next!)).toBe(sortKey(last.createdAt, last._id));
    });

    it.each([
      [29, true],
      [30, false],
      [50, false],
    ])('a first page with limit=%i has a next cursor: %s', async (limit, hasNext) => {
      const page = productPage.parse((await get(`/products/${SIZE}?limit=${limit}`, buyer)).body);
      expect(page.data).toHaveLength(Math.min(limit, COUNT));
      expect(page.next !== null).toBe(hasNext);
    });

    it('with limit=7: pages of 7, 7, 7, 7, 2; every product exactly once, newest first; total 30 on every page', async () => {
      const pages = await walk(7);
      expect(pages.map((p) => p.data.length)).toEqual([7, 7, 7, 7, 2]);
      expect(pages.map((p) => p.total)).toEqual([COUNT, COUNT, COUNT, COUNT, COUNT]);
      const seen = pages.flatMap((p) => p.data);
      expect(new Set(seen.map((p) => p._id)).size).toBe(COUNT);
      expect(seen.map((p) => p._id)).toEqual(expected.map((p) => p._id));
      const times = seen.map((p) => Date.parse(p.createdAt));
      expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    });

    it('with limit=10: exactly three full pages, the last with next null (no empty fourth page)', async () => {
      const pages = await walk(10);
      expect(pages.map((p) => p.data.length)).toEqual([10, 10, 10]);
      expect(pages.flatMap((p) => p.data.map((d) => d._id))).toEqual(expected.map((p) => p._id));
    });

    it('without limit: the default page of 24, then the remaining 6', async () => {
      const pages = await walk();
      expect(pages.map((p) => p.data.length)).toEqual([24, 6]);
    });

    it('the whole catalog (GET /products/all) counts them too', async () => {
      const { body } = await get('/products/all?limit=1', buyer);
      expect(productPage.parse(body).total).toBe(COUNT + 1);
    });
  });
});
