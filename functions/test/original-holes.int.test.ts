import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISE_HOME_PAGE, type Booking, type Product, type User } from '../src/contract/index.js';
import { adminApp } from '../src/firebase.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, person, productInput, resetEmulators, staleToken, storedProduct, type Person } from './world.js';

// Every hole of the earlier public version (docs/product.md, last section), each closed and proven here.

const { get, send } = apiOfThisFile(resetEmulators);


describe('identity and roles come from the token, never from the request', () => {
  it('a new account cannot make itself an admin through POST /user', async () => {
    const newcomer = await person(null);
    const { status, body } = await send('POST', '/user', { displayName: 'Mallory', email: newcomer.email, role: 'admin' }, newcomer.token);
    expect(status).toBe(400);
    expect(body.message).toMatch(/role/);
    const account = await getAuth(adminApp()).getUser(newcomer.uid);
    expect(account.customClaims?.role).toBeUndefined();
  });

  it('a new seller registers with the seller role as custom claims, and a later Google login does not demote them', async () => {
    const newcomer = await person(null);
    const first = await send('POST', '/user', { displayName: 'Karim Traders', email: newcomer.email, role: 'seller' }, newcomer.token);
    expect(first.status).toBe(201);
    expect((first.body.data as User).role).toBe('seller');
    expect((await getAuth(adminApp()).getUser(newcomer.uid)).customClaims).toEqual({ role: 'seller', sellerVerify: false, adminVerify: false });
    const again = await send('POST', '/user', { displayName: 'Karim Traders', email: newcomer.email, role: '' }, newcomer.token);
    expect(again.status).toBe(200);
    expect((again.body.data as User).role).toBe('seller');
  });

  it('nobody registers an account for an e-mail that is not their own', async () => {
    const newcomer = await person(null);
    const { status } = await send('POST', '/user', { displayName: 'Someone', email: 'victim@machinery.test', role: 'seller' }, newcomer.token);
    expect(status).toBe(403);
  });

  it('a product is posted under the caller’s own name, e-mail and verified flag; the body cannot choose them', async () => {
    const seller = await person('seller', { verified: true, name: 'Rahim Uddin' });
    const forged = await send('POST', '/products', productInput(seller, { sellerEmail: 'someone@else.test', sellerVerify: true }), seller.token);
    expect(forged.status).toBe(400);
    const unverified = await person('seller', { name: 'Shafiq' });
    const { status, body } = await send('POST', '/products', productInput(unverified), unverified.token);
    expect(status).toBe(201);
    expect(body.message).toBe('Dear Shafiq, your product is added successfully.');
    expect(body.data).toMatchObject({ sellerEmail: unverified.email, sellerName: 'Shafiq', sellerUid: unverified.uid, sellerVerify: false, sold: false });
    const verified = await send('POST', '/products', productInput(seller), seller.token);
    expect((verified.body.data as Product).sellerVerify).toBe(true);
  });

  it('only a seller adds a product: an admin is told so in the product’s words', async () => {
    const admin = await person('admin', { name: 'Nadia' });
    const { status, body } = await send('POST', '/products', productInput(admin), admin.token);
    expect(status).toBe(403);
    expect(body.message).toBe('Dear Nadia are a admin, only seller can add a product.');
  });

  it('verifying a seller gives their existing listings the blue tick', async () => {
    const admin = await person('admin');
    const seller = await person('seller');
    const product = await storedProduct(seller);
    const { status } = await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token);
    expect(status).toBe(200);
    await drainOwedWork();
    const viewer = await person('buyer');
    expect(((await get(`/product/${product._id}`, viewer.token)).body.data as Product).sellerVerify).toBe(true);
  });

  it('a role change ends the user’s sessions, so the old token no longer acts', async () => {
    const admin = await person('admin');
    const seller = await person('seller');
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(200);
    expect((await send('POST', '/products', productInput(seller), staleToken(seller))).status).toBe(401);
    expect((await getAuth(adminApp()).getUser(seller.uid)).customClaims?.role).toBe('buyer');
  });

  it('an admin cannot change their own role or another admin’s', async () => {
    const admin = await person('admin');
    const other = await person('admin');
    expect((await send('PUT', `/user/${admin.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(403);
    expect((await send('PUT', `/user/${other.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(403);
  });
});

describe('deleting users', () => {
  it('an admin deletes a buyer: the account and its record are gone', async () => {
    const admin = await person('admin');
    const buyer = await person('buyer', { name: 'Tanvir' });
    const { status, body } = await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ acknowledged: true, message: 'Tanvir was deleted.' });
    await expect(getAuth(adminApp()).getUser(buyer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await get('/user/all', admin.token)).body.data).not.toContainEqual(expect.objectContaining({ _id: buyer.uid }));
  });

  it.each([
    ['a buyer cannot delete a seller: "only admin delete someone"', 'buyer', 'seller', 'Dear Tanvir only admin delete someone.'],
    ['an admin cannot delete an admin: "only Owner/main-admin delete admin"', 'admin', 'admin', 'Dear Tanvir only Owner/main-admin delete admin.'],
  ] as const)('%s', async (_rule, actorRole, targetRole, message) => {
    const actor = await person(actorRole, { name: 'Tanvir' });
    const target = await person(targetRole);
    const { status, body } = await send('DELETE', `/user/${target.uid}`, undefined, actor.token);
    expect(status).toBe(403);
    expect(body.message).toBe(message);
  });

  it('two admins deleting the same user at once get one success and one clear "already deleted"', async () => {
    const [first, second, buyer] = await Promise.all([person('admin'), person('admin'), person('buyer')]);
    const answers = await Promise.all([first, second].map((a) => send('DELETE', `/user/${buyer.uid}`, undefined, a.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 404)?.body.message).toMatch(/already deleted|No such user/);
    expect((await get('/user/all', first.token)).body.data).not.toContainEqual(expect.objectContaining({ _id: buyer.uid }));
  });
});

describe('the access token of GET /jwt', () => {
  it('is issued only for the caller’s own e-mail, expires within an hour and works as a Bearer token', async () => {
    const buyer = await person('buyer');
    expect((await get(`/jwt?email=admin@machinery.test`, buyer.token)).status).toBe(403);
    const { status, body } = await get(`/jwt?email=${encodeURIComponent(buyer.email.toUpperCase())}`, buyer.token);
    expect(status).toBe(200);
    const token = body.data as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
    expect(claims.sub).toBe(buyer.uid);
    expect((await get(`/mybooking?email=${buyer.email}`, token)).status).toBe(200);
  });

  it('is refused when tampered with, or once the account is deleted', async () => {
    const admin = await person('admin');
    const buyer = await person('buyer');
    const token = (await get(`/jwt?email=${buyer.email}`, buyer.token)).body.data as string;
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: admin.uid })).toString('base64url')}.${s}`;
    expect((await get(`/user/all`, tampered)).status).toBe(401);
    await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token);
    expect((await get(`/mybooking?email=${buyer.email}`, token)).status).toBe(401);
  });
});

describe('products and advertising', () => {
  it('a malformed product id is simply not found, at once', async () => {
    const buyer = await person('buyer');
    const started = Date.now();
    const { status, body } = await get('/product/not%20an%20id!', buyer.token);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, data: null });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await get('/product/aMissingProductId000', buyer.token)).status).toBe(404);
  });

  it('advertising a missing product is 404 and creates nothing (the earlier version upserted)', async () => {
    const seller = await person('seller');
    const { status } = await send('PUT', '/advertised/products/NoSuchProduct0000000', { advertiseName: ADVERTISE_HOME_PAGE }, seller.token);
    expect(status).toBe(404);
    expect((await get('/product/NoSuchProduct0000000', seller.token)).status).toBe(404);
  });

  it('a seller advertises their product once; it then shows on the home page, unless sold', async () => {
    const seller = await person('seller');
    const product = await storedProduct(seller, { productName: 'Kubota RT140 Diesel Engine' });
    const sold = await storedProduct(seller, { sold: true, advertiseName: ADVERTISE_HOME_PAGE });
    const first = await send('PUT', `/advertised/products/${product._id}`, { advertiseName: ADVERTISE_HOME_PAGE }, seller.token);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect((await send('PUT', `/advertised/products/${product._id}`, { advertiseName: ADVERTISE_HOME_PAGE }, seller.token)).status).toBe(409);
    expect((await send('PUT', `/advertised/products/${product._id}`, { advertiseName: 'SuperAdd' }, seller.token)).status).toBe(400);
    const home = await get('/advertised/products');
    const ids = (home.body.data as Product[]).map((p) => p._id);
    expect(ids).toContain(product._id);
    expect(ids).not.toContain(sold._id);
  });

  it('My Products answers the real picture and stock state of each product', async () => {
    const seller = await person('seller');
    await storedProduct(seller, { sold: true, picture: 'https://firebasestorage.googleapis.com/v0/b/b/o/p.webp' });
    const { body } = await get(`/myProducts?email=${seller.email}`, seller.token);
    expect(body.data).toEqual([expect.objectContaining({ sold: true, picture: 'https://firebasestorage.googleapis.com/v0/b/b/o/p.webp' })]);
    expect((body as { total?: number }).total).toBe(1);
  });
});

describe('bookings', () => {
  let seller: Person;
  let product: Product;
  const booking = (productId: string) => ({ productId, buyerNumber: '01811223344', buyerLocation: 'Bogura' });

  beforeAll(async () => {
    seller = await person('seller');
    product = await storedProduct(seller, { resalePrice: 450 });
  });

  it('the product’s name, price and seller come from the product, the buyer from the token', async () => {
    const buyer = await person('buyer', { name: 'Tanvir' });
    const { status, body } = await send('POST', '/bookings', { ...booking(product._id), resalePrice: 1, buyerEmail: 'x@y.z', sellerEmail: 'x@y.z' }, buyer.token);
    expect(status).toBe(201);
    expect(body.message).toBe('Dear Tanvir, Your Successfully Booked.');
    expect(body.data).toMatchObject({ productName: product.productName, resalePrice: 450, sellerEmail: seller.email, buyerEmail: buyer.email, buyerName: 'Tanvir' });
  });

  it('a seller cannot book their own product', async () => {
    const { status, body } = await send('POST', '/bookings', booking(product._id), seller.token);
    expect(status).toBe(403);
    expect(body.message).toBe('You cannot book your own product.');
  });

  it('a sold machine cannot be booked', async () => {
    const sold = await storedProduct(seller, { sold: true });
    const buyer = await person('buyer');
    expect((await send('POST', '/bookings', booking(sold._id), buyer.token)).status).toBe(409);
  });

  it('20 parallel identical bookings by one buyer leave exactly one booking', async () => {
    const buyer = await person('buyer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', '/bookings', booking(product._id), buyer.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const mine = (await get(`/mybooking?email=${buyer.email}`, buyer.token)).body.data as Booking[];
    expect(mine).toHaveLength(1);
  });

  it('50 different buyers booking one product at once all get an answer, and every booking is distinct', async () => {
    const fresh = await storedProduct(seller);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => person('buyer')));
    const answers = await Promise.all(buyers.map((b) => send('POST', '/bookings', booking(fresh._id), b.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const ids = answers.map((a) => (a.body.data as Booking)._id);
    expect(new Set(ids).size).toBe(50);
    const received = (await get(`/mybuyer?email=${seller.email}&limit=50`, seller.token)).body.data as Booking[];
    expect(received.filter((b) => b.productId === fresh._id)).toHaveLength(50);
  });

  it('the seller sees who booked (e-mail, number, location) in My Buyers; another seller does not', async () => {
    const buyer = await person('buyer');
    await send('POST', '/bookings', booking(product._id), buyer.token);
    const mine = (await get(`/mybuyer?email=${seller.email}`, seller.token)).body.data as Booking[];
    expect(mine).toContainEqual(expect.objectContaining({ buyerEmail: buyer.email, buyerNumber: '01811223344', buyerLocation: 'Bogura' }));
    const other = await person('seller');
    expect((await get(`/mybuyer?email=${seller.email}`, other.token)).status).toBe(403);
    expect((await get(`/mybooking?email=${buyer.email}`, other.token)).status).toBe(403);
  });
});
