import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, Product, User } from '../src/contract/index.js';
import { ADVERTISE_HOME_PAGE } from '../src/contract/index.js';
import { adminApp } from '../src/firebase.js';
import { accountsStore } from '../src/store/accounts.js';
import { productsStore } from '../src/store/products.js';
import { usersStore } from '../src/store/users.js';
import { firestore } from '../src/store/db.js';
import { workStore } from '../src/store/work.js';
import { workOnce } from '../src/domain/work/run.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, idToken, ownPicture, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// What the emulators forgive and production must not. Every token in these tests is checked as
// production checks it (signature and expiry only, unless revocation is asked for: see
// production-verifier.ts), so a missing revocation check fails here as it would fail users there.

const { get, send } = apiOfThisFile(resetEmulators);
const booking = (productId: string) => ({ productId, buyerNumber: '01811223344', buyerLocation: 'Bogura' });
const q = encodeURIComponent;
const total = (answer: { body: unknown }) => (answer.body as { total: number }).total;

afterEach(() => vi.restoreAllMocks());

/** A new account under an address that belonged to someone else, registered with the API. */
async function newAccountUnder(email: string, role: 'buyer' | 'seller'): Promise<Person> {
  const record = await getAuth(adminApp()).createUser({ email, password: 'Machine#2026', displayName: 'Newcomer' });
  const first = await idToken(email);
  expect((await send('POST', '/user', { displayName: 'Newcomer', email, role }, first)).status).toBe(201);
  return { uid: record.uid, email, name: 'Newcomer', role, token: await idToken(email) };
}

describe('ownership by account id, never by e-mail', () => {
  /** A seller with a listing a buyer booked; then the admin deletes `who`. */
  async function bookedThenDeleted(who: 'seller' | 'buyer') {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    expect((await send('POST', '/bookings', booking(machine._id), buyer.token)).status).toBe(201);
    const deleted = who === 'seller' ? seller : buyer;
    expect((await send('DELETE', `/user/${deleted.uid}`, undefined, admin.token)).status).toBe(200);
    return newAccountUnder(deleted.email, who);
  }

  it('a new account under a deleted seller’s e-mail sees none of the old listings or buyers', async () => {
    const heir = await bookedThenDeleted('seller');
    const products = await get(`/myProducts?email=${q(heir.email)}`, heir.token);
    expect(products.status).toBe(200);
    expect(products.body).toMatchObject({ data: [], total: 0 });
    const buyers = await get(`/mybuyer?email=${q(heir.email)}`, heir.token);
    expect(buyers.body.data).toEqual([]);
    expect(JSON.stringify(buyers.body)).not.toContain('01811223344');
  });

  it('a new account under a deleted buyer’s e-mail sees none of the old bookings', async () => {
    const heir = await bookedThenDeleted('buyer');
    expect((await get(`/mybooking?email=${q(heir.email)}`, heir.token)).body.data).toEqual([]);
  });

  it('lists follow the account, not the address its records were written with', async () => {
    const seller = await person('seller');
    // A listing stored under the seller's account with an e-mail the account no longer has.
    const listed = await storedProduct(seller, { sellerEmail: 'old-address@machinery.test' });
    const mine = await get(`/myProducts?email=${q(seller.email)}`, seller.token);
    expect((mine.body.data as Product[]).map((p) => p._id)).toEqual([listed._id]);
    // Someone who now holds the old address sees nothing of it.
    const other = await newAccountUnder('old-address@machinery.test', 'seller');
    expect((await get(`/myProducts?email=${q(other.email)}`, other.token)).body).toMatchObject({ data: [], total: 0 });
  });

  it('an admin’s ?email= selects that account’s list; an unknown address is an empty list', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    const listed = await storedProduct(seller);
    expect(((await get(`/myProducts?email=${q(seller.email)}`, admin.token)).body.data as Product[]).map((p) => p._id)).toEqual([listed._id]);
    expect((await get(`/myProducts?email=nobody-here@machinery.test`, admin.token)).body).toMatchObject({ data: [], total: 0 });
  });
});

describe('deleting a user leaves nothing behind', () => {
  let admin: Person;
  let seller: Person;
  let otherSeller: Person;
  let buyer: Person;
  let listings: Product[];
  let theirBooking: Product;

  beforeAll(async () => {
    [admin, seller, otherSeller, buyer] = await Promise.all([person('admin'), person('seller'), person('seller'), person('buyer')]);
    listings = [await storedProduct(seller, { categorySize: '32' }), await storedProduct(seller), await storedProduct(seller)];
    await productsStore.setAdvertise(listings[0]!._id, ADVERTISE_HOME_PAGE);
    theirBooking = await storedProduct(otherSeller);
    // The buyer books the seller's machine; the seller (as a buyer) books another seller's.
    expect((await send('POST', '/bookings', booking(listings[1]!._id), buyer.token)).status).toBe(201);
    expect((await send('POST', '/bookings', booking(theirBooking._id), seller.token)).status).toBe(201);
  });

  it('their listings show nowhere from the moment the deletion answers, and leave the totals once its work is done', async () => {
    await drainOwedWork();
    const before = await get('/products/all?limit=50', buyer.token);
    const before32 = await get('/products/32', buyer.token);
    expect((await send('DELETE', `/user/${seller.uid}`, undefined, admin.token)).status).toBe(200);
    // Before any of the removal's work has run:
    const ids = listings.map((l) => l._id);
    for (const id of ids) expect((await get(`/product/${id}`, buyer.token)).status).toBe(404);
    expect(((await get('/products/all?limit=50', buyer.token)).body.data as Product[]).map((p) => p._id)).not.toEqual(expect.arrayContaining([ids[0]]));
    expect(((await get('/products/all?q=engine', buyer.token)).body.data as Product[]).filter((p) => ids.includes(p._id))).toEqual([]);
    expect((await get('/advertised/products')).body.data).not.toContainEqual(expect.objectContaining({ _id: ids[0] }));
    expect((await send('POST', '/bookings', booking(ids[2]!), buyer.token)).status).toBe(404);
    // Once the work is done, the listings are gone from the totals too.
    await drainOwedWork();
    expect(total(await get('/products/all?limit=50', buyer.token))).toBe(total(before) - 3);
    expect(total(await get('/products/32', buyer.token))).toBe(total(before32) - 1);
    for (const id of ids) expect((await firestore().collection('products').doc(id).get()).exists).toBe(false);
  });

  it('bookings made to them show as withdrawn in the buyer’s My Orders, without the seller’s address', async () => {
    await drainOwedWork();
    const orders = (await get(`/mybooking?email=${q(buyer.email)}`, buyer.token)).body.data as Booking[];
    const withdrawn = orders.find((b) => b.productId === listings[1]!._id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', sellerEmail: '', productName: listings[1]!.productName });
  });

  it('bookings they made leave their sellers’ My Buyers: no phone or location of theirs stays readable', async () => {
    const received = (await get(`/mybuyer?email=${q(otherSeller.email)}`, otherSeller.token)).body.data as Booking[];
    expect(received).toEqual([]);
  });

  it('an account already gone from Auth (deleted in the console, say) is removed with all it left by deleting it', async () => {
    const quitter = await person('seller');
    const machine = await storedProduct(quitter);
    await usersStore.endSessions(quitter.uid, Date.now());
    await accountsStore.delete(quitter.uid);
    const again = await send('DELETE', `/user/${quitter.uid}`, undefined, admin.token);
    expect(again.status).toBe(200);
    expect((await get(`/product/${machine._id}`, buyer.token)).status).toBe(404);
    expect(await usersStore.get(quitter.uid)).toBeNull();
    await drainOwedWork();
    expect((await firestore().collection('users').doc(quitter.uid).get()).exists).toBe(false);
    // Done once: another call finds nobody.
    expect((await send('DELETE', `/user/${quitter.uid}`, undefined, admin.token)).status).toBe(404);
  });

  it('a removal whose work stops half-way (the process killed) is finished by the next run, nothing doubled', async () => {
    const [quitter, watcher] = await Promise.all([person('seller'), person('buyer')]);
    const machines = await Promise.all(Array.from({ length: 3 }, () => storedProduct(quitter)));
    for (const m of machines) expect((await send('PUT', `/favourites/${m._id}`, undefined, watcher.token)).status).toBe(201);
    expect((await send('DELETE', `/user/${quitter.uid}`, undefined, admin.token)).status).toBe(200);
    const [work] = await workStore.unfinished(10);
    // One page stored, then the run stops; a second run of the same page (a task delivered twice) stores nothing.
    expect(await workOnce(work!.id)).toBe('more');
    await drainOwedWork();
    const told = await firestore().collection('notifications').where('userUid', '==', watcher.uid).where('kind', '==', 'favourite-withdrawn').get();
    expect(told.size).toBe(3);
    for (const m of machines) expect((await firestore().collection('products').doc(m._id).get()).exists).toBe(false);
    expect((await workStore.get(work!.id))?.done).toBe(true);
  });
});

describe('a deleted buyer leaves no trace with the sellers', () => {
  it('their name and requests leave the sellers’ notifications; a deal of theirs is off and the machine on sale again', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller'), person('buyer', { name: 'Karim Quitter' })]);
    const [asked, bought] = await Promise.all([storedProduct(seller), storedProduct(seller)]);
    expect((await send('POST', '/bookings', booking(asked._id), buyer.token)).status).toBe(201);
    const deal = (await send('POST', '/bookings', booking(bought._id), buyer.token)).body.data as Booking;
    expect((await send('PUT', `/bookings/${deal._id}/status`, { status: 'accepted' }, seller.token)).status).toBe(200);
    const before = await get('/notifications?limit=50', seller.token);
    expect(JSON.stringify(before.body.data)).toContain('Karim Quitter');

    expect((await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token)).status).toBe(200);
    await drainOwedWork();
    const after = await get('/notifications?limit=50', seller.token);
    expect(JSON.stringify(after.body.data)).not.toContain('Karim Quitter');
    expect(JSON.stringify(after.body.data)).not.toContain(buyer.email);
    expect((after.body.data as { message: string }[]).map((n) => n.message)).toContain(`The buyer of ${bought.productName} left the marketplace, so the deal is off: it is on sale again.`);
    expect((await get(`/product/${bought._id}`, seller.token)).body.data).toMatchObject({ sold: false });
    expect((await get(`/mybuyer?email=${q(seller.email)}`, seller.token)).body.data).toEqual([]);
    // The machine can be sold again.
    const next = await person('buyer');
    const again = (await send('POST', '/bookings', booking(bought._id), next.token)).body.data as Booking;
    expect((await send('PUT', `/bookings/${again._id}/status`, { status: 'accepted' }, seller.token)).status).toBe(200);
  });

  it('an account that signed in but never registered can still be deleted, with everything it left', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    const newcomer = await person(null);
    const machine = await storedProduct(seller);
    expect((await send('PUT', `/favourites/${machine._id}`, undefined, newcomer.token)).status).toBe(201);
    expect((await send('POST', '/bookings', booking(machine._id), newcomer.token)).status).toBe(201);
    const deleted = await send('DELETE', `/user/${newcomer.uid}`, undefined, admin.token);
    expect(deleted.status).toBe(200);
    await drainOwedWork();
    await expect(getAuth(adminApp()).getUser(newcomer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await usersStore.get(newcomer.uid)).toBeNull();
    expect((await get(`/mybuyer?email=${q(seller.email)}`, seller.token)).body.data).toEqual([]);
    expect((await send('DELETE', `/user/${newcomer.uid}`, undefined, admin.token)).status).toBe(404);
  });
});

describe('no answer carries another account’s id', () => {
  it('a booking’s id tells the seller nothing of the buyer’s account, and a stranger gets the same 404 for a booking that exists and one that does not', async () => {
    const [seller, buyer, stranger] = await Promise.all([person('seller'), person('buyer'), person('seller')]);
    const machine = await storedProduct(seller);
    const made = (await send('POST', '/bookings', booking(machine._id), buyer.token)).body.data as Booking;
    expect(made._id).not.toContain(buyer.uid);
    expect(made._id).not.toContain(machine._id);
    const seen = [
      await get(`/mybuyer?email=${q(seller.email)}`, seller.token),
      await get('/notifications?limit=50', seller.token),
      await get(`/product/${machine._id}`, buyer.token),
      await get('/products/all?limit=50', buyer.token),
      await get('/products/all?fuel=diesel', buyer.token),
      await get(`/myProducts?email=${q(seller.email)}`, seller.token),
    ];
    for (const answer of seen.slice(0, 2)) expect(JSON.stringify(answer.body)).not.toContain(buyer.uid);
    // A picture's address names its owner's folder (the storage rules need it); nothing else does.
    for (const answer of seen.slice(2, 5)) expect(JSON.stringify(answer.body).replaceAll(machine.picture, '')).not.toContain(seller.uid);
    // The seller's own lists may name their own account.
    expect(JSON.stringify(seen[5]!.body)).toContain(seller.uid);
    for (const status of ['accepted', 'declined', 'cancelled']) {
      const existing = await send('PUT', `/bookings/${made._id}/status`, { status }, stranger.token);
      const missing = await send('PUT', `/bookings/${'0'.repeat(32)}/status`, { status }, stranger.token);
      expect([existing.status, existing.body]).toEqual([404, missing.body]);
    }
  });
});

describe('lost powers are lost at once, with production’s token checks', () => {
  it('a seller made a buyer can no longer list a machine with the token they already had', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    expect((await send('POST', '/products', productInput(seller), seller.token)).status).toBe(201);
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(200);
    const refused = await send('POST', '/products', productInput(seller), seller.token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/sign in again/i);
    expect((await get(`/myProducts?email=${q(seller.email)}`, seller.token)).status).toBe(401);
  });

  it('a seller whose blue tick is taken away no longer lists as verified with the old token', async () => {
    const admin = await person('admin');
    const seller = await person('seller', { verified: true });
    expect((await send('PUT', `/user/${seller.uid}/verify`, { verified: false }, admin.token)).status).toBe(200);
    expect((await send('POST', '/products', productInput(seller), seller.token)).status).toBe(401);
  });

  it('a deleted account’s token can no longer read, book or list', async () => {
    const [admin, buyer, seller] = await Promise.all([person('admin'), person('buyer'), person('seller')]);
    const machine = await storedProduct(seller);
    expect((await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token)).status).toBe(200);
    expect((await send('POST', '/bookings', booking(machine._id), buyer.token)).status).toBe(401);
    expect((await get(`/mybooking?email=${q(buyer.email)}`, buyer.token)).status).toBe(401);
    expect((await get(`/product/${machine._id}`, buyer.token)).status).toBe(401);
    expect((await get('/products/all', buyer.token)).status).toBe(401);
  });

  it('an ended session is told so before its booking is looked at, whatever the machine, and books nothing', async () => {
    const [admin, buyer, seller] = await Promise.all([person('admin'), person('buyer'), person('seller')]);
    const machine = await storedProduct(seller);
    expect((await send('PUT', `/user/${buyer.uid}/role`, { role: 'seller' }, admin.token)).status).toBe(200);
    // The machine is read beside the session check, but the session decides the answer.
    const refused = await send('POST', '/bookings', booking(machine._id), buyer.token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/sign in again/i);
    expect((await send('POST', '/bookings', booking('noSuchMachine'), buyer.token)).status).toBe(401);
    expect((await get(`/mybuyer?email=${q(seller.email)}`, seller.token)).body.data).toEqual([]);
  });

  it('claims that say more than the account’s record (a change that failed half-way) give no power', async () => {
    const buyer = await person('buyer');
    await getAuth(adminApp()).setCustomUserClaims(buyer.uid, { role: 'admin', sellerVerify: false, adminVerify: true });
    const token = await idToken(buyer.email);
    const answer = await get('/user/all', token);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Your account was changed by an admin. Please sign in again.');
  });

  it('a role change whose record cannot be written changes nothing, claims included', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    // The record's write fails as an outage would (the batch cannot be committed).
    vi.spyOn(usersStore, 'updateWrite').mockImplementationOnce(() => () => {
      throw Object.assign(new Error('unavailable'), { code: 14 });
    });
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(503);
    expect((await getAuth(adminApp()).getUser(seller.uid)).customClaims?.role).toBe('seller');
    expect((await usersStore.get(seller.uid))?.role).toBe('seller');
  });

  it('a role change whose claims cannot be written puts the record back', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    vi.spyOn(accountsStore, 'setClaims').mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 14 }));
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(503);
    expect((await getAuth(adminApp()).getUser(seller.uid)).customClaims?.role).toBe('seller');
    expect((await usersStore.get(seller.uid))?.role).toBe('seller');
  });
});

describe('access tokens of GET /jwt', () => {
  it('cannot renew themselves: /jwt takes only a Firebase ID token', async () => {
    const buyer = await person('buyer');
    const access = (await get(`/jwt?email=${q(buyer.email)}`, buyer.token)).body.data as string;
    const renewed = await get(`/jwt?email=${q(buyer.email)}`, access);
    expect(renewed.status).toBe(401);
    expect(renewed.body.message).toMatch(/ID token/);
  });

  it('end with the session, even within the second it was issued in', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    const access = (await get(`/jwt?email=${q(seller.email)}`, seller.token)).body.data as string;
    expect((await get(`/myProducts?email=${q(seller.email)}`, access)).status).toBe(200);
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(200);
    expect((await get(`/myProducts?email=${q(seller.email)}`, access)).status).toBe(401);
    expect((await send('POST', '/products', productInput(seller), access)).status).toBe(401);
  });

  it('are not issued to a session that was ended', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token);
    expect((await get(`/jwt?email=${q(seller.email)}`, seller.token)).status).toBe(401);
  });
});

describe('public answers carry no personal data', () => {
  it('anonymous GET /advertised/products has no seller e-mail, phone, name, uid or form fields', async () => {
    const seller = await person('seller', { name: 'Rahim Private' });
    const ad = await storedProduct(seller, { sellerNumber: '01799988877', name: 'Rahim Private', userInfo: 'call after 5' });
    await productsStore.setAdvertise(ad._id, ADVERTISE_HOME_PAGE);
    const { status, body } = await get('/advertised/products');
    expect(status).toBe(200);
    const shown = (body.data as Record<string, unknown>[]).find((p) => p._id === ad._id)!;
    expect(shown).toMatchObject({ productName: ad.productName, resalePrice: ad.resalePrice, sellerVerify: false });
    for (const field of ['sellerEmail', 'sellerNumber', 'sellerUid', 'sellerName', 'name', 'userInfo']) expect(shown).not.toHaveProperty(field);
    // The picture's address holds the owner's folder (storage rules need it); nothing else does.
    const text = JSON.stringify(body).replaceAll(ad.picture, '');
    for (const secret of [seller.email, seller.uid, '01799988877', 'Rahim Private']) expect(text).not.toContain(secret);
  });

  it('signed in, a product keeps what its card shows: the seller’s name, e-mail and number', async () => {
    const [seller, buyer] = await Promise.all([person('seller', { name: 'Rahim' }), person('buyer')]);
    const machine = await storedProduct(seller, { sellerNumber: '01799988877' });
    expect((await get(`/product/${machine._id}`, buyer.token)).body.data).toMatchObject({ sellerName: 'Rahim', sellerEmail: seller.email, sellerNumber: '01799988877' });
  });
});

describe('pictures belong to their owner', () => {
  let seller: Person;
  let other: Person;
  beforeAll(async () => {
    [seller, other] = await Promise.all([person('seller'), person('seller')]);
  });

  it.each([
    ['another seller’s picture', () => ownPicture(other.uid)],
    ['the seller’s own avatar', () => ownPicture(seller.uid, 'me.webp', 'avatars')],
    ['a path that climbs out with ..', () => ownPicture(seller.uid, `..%2F..%2Fproducts%2F${other.uid}%2Fa.webp`)],
    ['a path that climbs out with %2e%2e', () => ownPicture(seller.uid, `%2e%2e%2F${other.uid}%2Fa.webp`)],
    ['another host', () => `https://pictures.example.com/products/${seller.uid}/a.webp`],
  ])('a listing with %s is refused', async (_case, picture) => {
    const { status, body } = await send('POST', '/products', productInput(seller, { picture: picture() }), seller.token);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Invalid picture/);
  });

  it.each([
    ['someone else’s avatar', () => ownPicture(seller.uid, 'me.webp', 'avatars')],
    ['a product picture', (p: Person) => ownPicture(p.uid)],
    ['javascript:', () => 'javascript:alert(1)'],
    ['another host', () => 'https://pictures.example.com/a.webp'],
  ])('a profile picture that is %s is refused', async (_case, photo) => {
    const newcomer = await person(null);
    const { status, body } = await send('POST', '/user', { displayName: 'New', email: newcomer.email, role: 'buyer', photoURL: photo(newcomer) }, newcomer.token);
    expect(status).toBe(400);
    expect(body.message).toMatch(/photoURL/);
  });

  it('a profile picture from the caller’s own avatar folder is kept', async () => {
    const newcomer = await person(null);
    const photoURL = ownPicture(newcomer.uid, 'me.webp', 'avatars');
    const { status, body } = await send('POST', '/user', { displayName: 'New', email: newcomer.email, role: 'buyer', photoURL }, newcomer.token);
    expect(status).toBe(201);
    expect((body.data as User).photoURL).toBe(photoURL);
  });
});

describe('admins cannot act on admins through the API', () => {
  let admin: Person;
  let other: Person;
  beforeAll(async () => {
    [admin, other] = await Promise.all([person('admin', { name: 'Nadia' }), person('admin', { verified: true })]);
  });

  it.each([
    ['change another admin’s role', () => ['PUT', `/user/${other.uid}/role`, { role: 'seller' }]],
    ['take another admin’s blue tick', () => ['PUT', `/user/${other.uid}/verify`, { verified: false }]],
    ['delete another admin', () => ['DELETE', `/user/${other.uid}`, undefined]],
    ['change their own role', () => ['PUT', `/user/${admin.uid}/role`, { role: 'seller' }]],
    ['give themself a blue tick', () => ['PUT', `/user/${admin.uid}/verify`, { verified: true }]],
    ['delete themself', () => ['DELETE', `/user/${admin.uid}`, undefined]],
  ] as [string, () => [string, string, unknown]][])('an admin cannot %s', async (_case, request) => {
    const [method, path, json] = request();
    const { status, body } = await send(method, path, json, admin.token);
    expect(status).toBe(403);
    expect(body.message).toMatch(/^Dear Nadia only Owner\/main-admin/);
  });

  it('an admin cannot make anyone an admin', async () => {
    const buyer = await person('buyer');
    const { status, body } = await send('PUT', `/user/${buyer.uid}/role`, { role: 'admin' }, admin.token);
    expect(status).toBe(403);
    expect(body.message).toMatch(/Owner\/main-admin/);
    expect((await getAuth(adminApp()).getUser(buyer.uid)).customClaims?.role).toBe('buyer');
  });

  it('the owner sets and clears an admin’s blue tick with npm run grant-admin', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const grant = (...args: string[]) =>
      spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'grant-admin.ts'), ...args, '--project', process.env.GCLOUD_PROJECT!], { encoding: 'utf8', env: process.env });
    const cleared = grant(other.email, '--unverified');
    expect(cleared.status, cleared.stderr).toBe(0);
    expect((await getAuth(adminApp()).getUser(other.uid)).customClaims).toEqual({ role: 'admin', sellerVerify: false, adminVerify: false });
    expect(await usersStore.get(other.uid)).toMatchObject({ role: 'admin', adminVerify: false });
    // The old token, which still says adminVerify, no longer counts.
    expect((await get('/user/all', other.token)).status).toBe(401);
    expect(grant(other.email).status).toBe(0);
    expect(await usersStore.get(other.uid)).toMatchObject({ role: 'admin', adminVerify: true });
  });
});
