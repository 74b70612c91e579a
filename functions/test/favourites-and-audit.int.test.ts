import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedProductSchema, productSchema, publicProductSchema, savedMachinesSchema, userSchema, type AuditEntry, type Booking, type Favourite, type Notification } from '../src/contract/index.js';
import { grantAdmin } from '../src/domain/owner.js';
import { accountsStore } from '../src/store/accounts.js';
import { auditStore } from '../src/store/audit.js';
import { firestore } from '../src/store/db.js';
import { picturesStore } from '../src/store/pictures.js';
import { usersStore } from '../src/store/users.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, idToken, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Favourites that watch the price, and an admin trail everyone can trust.

const { get, send } = apiOfThisFile(resetEmulators);
const favourites = async (who: Person) => (await get('/favourites', who.token)).body.data as Favourite[];
const notes = async (who: Person, kind: string) => ((await get('/notifications?limit=50', who.token)).body.data as Notification[]).filter((n) => n.kind === kind);
const trail = async (admin: Person, targetId: string) => (await get(`/audit?targetId=${targetId}`, admin.token)).body.data as AuditEntry[];

afterEach(() => vi.restoreAllMocks());

describe('favourites', () => {
  it('a buyer saves a machine (once, however often) and sees its summary and saved price', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller, { resalePrice: 800 });
    const first = await send('PUT', `/favourites/${machine._id}`, undefined, buyer.token);
    expect(first.status).toBe(201);
    expect((await send('PUT', `/favourites/${machine._id}`, undefined, buyer.token)).status).toBe(200);
    const list = await favourites(buyer);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ productId: machine._id, productName: machine.productName, savedPrice: 800, resalePrice: 800, priceDropped: false, sold: false, withdrawn: false });
    expect(JSON.stringify(list[0])).not.toContain(seller.email);
    expect((await send('PUT', '/favourites/noSuchMachine', undefined, buyer.token)).status).toBe(404);
  });

  it('a price cut shows in the favourite and tells the buyer; a sale and a withdrawal too', async () => {
    const [seller, watcher, winner] = await Promise.all([person('seller'), person('buyer'), person('buyer')]);
    const machine = await storedProduct(seller, { resalePrice: 1250 });
    await send('PUT', `/favourites/${machine._id}`, undefined, watcher.token);
    expect((await send('PATCH', `/products/${machine._id}`, { resalePrice: 990 }, seller.token)).status).toBe(200);
    await drainOwedWork();
    expect((await favourites(watcher))[0]).toMatchObject({ savedPrice: 1250, resalePrice: 990, priceDropped: true });
    expect((await notes(watcher, 'favourite-price-drop'))[0]?.message).toBe(`${machine.productName}: the price dropped from $1,250 to $990.`);

    const booking = (await send('POST', '/bookings', { productId: machine._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, winner.token)).body.data as Booking;
    expect((await send('PUT', `/bookings/${booking._id}/status`, { status: 'accepted' }, seller.token)).status).toBe(200);
    await drainOwedWork();
    expect((await favourites(watcher))[0]?.sold).toBe(true);
    expect(await notes(watcher, 'favourite-sold')).toHaveLength(1);

    expect((await send('DELETE', `/products/${machine._id}`, undefined, seller.token)).status).toBe(200);
    await drainOwedWork();
    expect((await favourites(watcher))[0]).toMatchObject({ withdrawn: true, productName: machine.productName });
    expect(await notes(watcher, 'favourite-withdrawn')).toHaveLength(1);
  });

  it('a seller who keeps changing the price tells the watchers of a drop at most once a day; the summary follows every price', async () => {
    const [seller, watcher] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller, { resalePrice: 1000 });
    await send('PUT', `/favourites/${machine._id}`, undefined, watcher.token);
    for (const price of [900, 950, 800, 990, 700]) expect((await send('PATCH', `/products/${machine._id}`, { resalePrice: price }, seller.token)).status).toBe(200);
    await drainOwedWork();
    expect((await favourites(watcher))[0]).toMatchObject({ resalePrice: 700, priceDropped: true });
    expect((await notes(watcher, 'favourite-price-drop')).map((n) => n.message)).toEqual([`${machine.productName}: the price dropped from $1,000 to $900.`]);
    // A day after the last notice, the next drop is told again.
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await firestore().collection('products').doc(machine._id).update({ priceDropToldAt: dayAgo });
    expect((await send('PATCH', `/products/${machine._id}`, { resalePrice: 650 }, seller.token)).status).toBe(200);
    await drainOwedWork();
    expect(await notes(watcher, 'favourite-price-drop')).toHaveLength(2);
  });

  it('a page of cards asks in one call which of its machines the buyer saved: theirs only, never someone else’s', async () => {
    const [seller, buyer, other] = await Promise.all([person('seller'), person('buyer'), person('buyer')]);
    const [saved, notSaved, savedByOther] = await Promise.all([storedProduct(seller), storedProduct(seller), storedProduct(seller)]);
    await send('PUT', `/favourites/${saved._id}`, undefined, buyer.token);
    await send('PUT', `/favourites/${savedByOther._id}`, undefined, other.token);
    const ids = [saved._id, notSaved._id, savedByOther._id, 'noSuchMachine'].join(',');
    const answer = await get(`/favourites/saved?productIds=${ids}`, buyer.token);
    expect(answer.status).toBe(200);
    expect(savedMachinesSchema.parse(answer.body.data)).toEqual({ productIds: [saved._id] });
    // More than a page of cards (31 ids: two lookups of 30) still finds it.
    const many = [...Array.from({ length: 30 }, (_, i) => `machine${i}`), saved._id].join(',');
    expect((await get(`/favourites/saved?productIds=${many}`, buyer.token)).body.data).toEqual({ productIds: [saved._id] });
    expect((await get(`/favourites/saved?productIds=${ids}`)).status).toBe(401);
    for (const bad of ['', 'a,,b', 'a/b', Array.from({ length: 51 }, (_, i) => `m${i}`).join(',')]) {
      expect((await get(`/favourites/saved?productIds=${encodeURIComponent(bad)}`, buyer.token)).status, bad).toBe(400);
    }
    expect((await get('/favourites/saved', buyer.token)).status).toBe(400);
  });

  it('a buyer removes a favourite; removing it again is a 404', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    await send('PUT', `/favourites/${machine._id}`, undefined, buyer.token);
    expect((await send('DELETE', `/favourites/${machine._id}`, undefined, buyer.token)).status).toBe(200);
    expect(await favourites(buyer)).toEqual([]);
    expect((await send('DELETE', `/favourites/${machine._id}`, undefined, buyer.token)).status).toBe(404);
  });
});

describe('the audit trail', () => {
  it('records a role change and a blue tick with who, whom, before and after; admins read it, filtered', async () => {
    const [admin, seller] = await Promise.all([person('admin', { name: 'Nadia' }), person('seller', { name: 'Rahim' })]);
    expect((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).status).toBe(200);
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(200);
    const about = await get(`/audit?targetId=${seller.uid}`, admin.token);
    expect(about.status).toBe(200);
    const [newest, older] = about.body.data as AuditEntry[];
    expect(newest).toMatchObject({
      actor: { uid: admin.uid, email: admin.email, name: 'Nadia' },
      action: 'change-role',
      target: { kind: 'user', id: seller.uid, label: 'Rahim' },
      before: { role: 'seller', sellerVerify: true },
      after: { role: 'buyer', sellerVerify: false },
    });
    expect(older).toMatchObject({ action: 'change-verify', before: { sellerVerify: false }, after: { sellerVerify: true } });
    const verifies = (await get('/audit?action=change-verify', admin.token)).body.data as AuditEntry[];
    expect(verifies.every((e) => e.action === 'change-verify')).toBe(true);
  });

  it('records a deletion and an admin advertising someone else’s listing', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller'), person('buyer', { name: 'Tanvir' })]);
    const machine = await storedProduct(seller);
    await send('PUT', `/advertised/products/${machine._id}`, { advertiseName: 'HomePageAdds' }, admin.token);
    await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token);
    expect(((await get(`/audit?targetId=${machine._id}`, admin.token)).body.data as AuditEntry[])[0]).toMatchObject({ action: 'advertise-listing', after: { advertiseName: 'HomePageAdds' } });
    expect(((await get(`/audit?targetId=${buyer.uid}`, admin.token)).body.data as AuditEntry[])[0]).toMatchObject({ action: 'delete-user', target: { label: 'Tanvir' } });
  });

  it('a buyer and a seller cannot read it; nobody can change or delete an entry', async () => {
    const [buyer, seller, admin] = await Promise.all([person('buyer'), person('seller'), person('admin')]);
    expect((await get('/audit', buyer.token)).status).toBe(403);
    expect((await get('/audit', seller.token)).status).toBe(403);
    const id = ((await get('/audit', admin.token)).body.data as AuditEntry[])[0]?._id ?? 'x';
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect((await send(method, `/audit/${id}`, {}, admin.token)).status).toBe(404);
    // The data layer itself can only add entries, read them, and take back the entry of a change that was put back.
    expect(Object.keys(auditStore).sort()).toEqual(['entryWrite', 'newId', 'page', 'retractWrite']);
    expect((await get('/audit?action=delete-everything', admin.token)).status).toBe(400);
  });
});

describe('the audit trail records what happened, once', () => {
  it('a role change whose claims cannot be written is put back, and leaves no entry', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    vi.spyOn(accountsStore, 'setClaims').mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 14 }));
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(503);
    expect(await trail(admin, seller.uid)).toEqual([]);
    expect((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).status).toBe(200);
    expect((await trail(admin, seller.uid)).map((e) => e.action)).toEqual(['change-verify']);
  });

  it('the owner making an admin whose claims cannot be written leaves no entry', async () => {
    const [admin, buyer] = await Promise.all([person('admin'), person('buyer')]);
    vi.spyOn(accountsStore, 'setClaims').mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 14 }));
    await expect(grantAdmin(buyer.email, true)).rejects.toThrow('unavailable');
    expect(await usersStore.get(buyer.uid)).toMatchObject({ role: 'buyer' });
    expect(await trail(admin, buyer.uid)).toEqual([]);
  });

  it('a deletion is recorded once, however often it is asked for and however many runs its work takes', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    await storedProduct(seller);
    expect((await send('DELETE', `/user/${seller.uid}`, undefined, admin.token)).status).toBe(200);
    expect((await send('DELETE', `/user/${seller.uid}`, undefined, admin.token)).status).toBe(404);
    // Its work stops half-way (the pictures cannot be removed yet), then runs again to the end.
    vi.spyOn(picturesStore, 'removeAllOf').mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 14 }));
    await expect(drainOwedWork()).rejects.toThrow('unavailable');
    await drainOwedWork();
    expect((await send('DELETE', `/user/${seller.uid}`, undefined, admin.token)).status).toBe(404);
    const entries = await trail(admin, seller.uid);
    expect(entries.map((e) => [e.action, e.actor.uid])).toEqual([['delete-user', admin.uid]]);
  });

  it('two admins deleting one account at once record it once', async () => {
    const [first, second, buyer] = await Promise.all([person('admin'), person('admin'), person('buyer')]);
    const answers = await Promise.all([first, second].map((a) => send('DELETE', `/user/${buyer.uid}`, undefined, a.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect((await trail(first, buyer.uid)).map((e) => e.action)).toEqual(['delete-user']);
  });
});

describe('the blue tick’s date', () => {
  it('verifying a seller records the moment on the account and on every listing of theirs, public ones included, and new listings carry it', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller'), person('buyer')]);
    const machine = await storedProduct(seller, { advertiseName: 'HomePageAdds' });
    const asked = Date.now();
    const verified = await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token);
    expect(verified.status).toBe(200);
    const { verifiedAt } = userSchema.parse(verified.body.data);
    expect(Date.parse(verifiedAt ?? '')).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(verifiedAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(userSchema.parse((await send('POST', '/user', { email: seller.email }, admin.token)).body.data).verifiedAt).toBe(verifiedAt);
    // The tick reaches the seller's listings by work, however many they are.
    await drainOwedWork();

    // Signed in: the whole product; signed out: the public projection keeps the tick and its date.
    expect(productSchema.parse((await get(`/product/${machine._id}`, buyer.token)).body.data)).toMatchObject({ sellerVerify: true, sellerVerifiedAt: verifiedAt });
    const advertised = publicProductSchema.array().parse((await get('/advertised/products')).body.data);
    expect(advertised.find((p) => p._id === machine._id)).toMatchObject({ sellerVerify: true, sellerVerifiedAt: verifiedAt });

    // The seller signs in again (the change ended their sessions) and lists another machine.
    const listed = await send('POST', '/products', productInput(seller, { productName: 'Kirloskar TV1' }), await idToken(seller.email));
    expect(listed.status).toBe(201);
    expect(listedProductSchema.parse(listed.body.data)).toMatchObject({ sellerVerify: true, sellerVerifiedAt: verifiedAt });
  });

  it('taking the tick away, or making the seller a buyer, takes its date away too', async () => {
    const [admin, seller, other] = await Promise.all([person('admin'), person('seller'), person('seller')]);
    const [machine, otherMachine] = await Promise.all([storedProduct(seller), storedProduct(other)]);
    for (const who of [seller, other]) await send('PUT', `/user/${who.uid}/verify`, { verified: true }, admin.token);
    await drainOwedWork();
    expect((await get(`/product/${machine._id}`, admin.token)).body.data).toMatchObject({ sellerVerify: true });

    const unverified = await send('PUT', `/user/${seller.uid}/verify`, { verified: false }, admin.token);
    expect(unverified.status).toBe(200);
    await drainOwedWork();
    expect(unverified.body.data).not.toHaveProperty('verifiedAt');
    expect((await send('POST', '/user', { email: seller.email }, admin.token)).body.data).not.toHaveProperty('verifiedAt');
    const product = (await get(`/product/${machine._id}`, admin.token)).body.data as Record<string, unknown>;
    expect(product).toMatchObject({ sellerVerify: false });
    expect(product).not.toHaveProperty('sellerVerifiedAt');

    expect((await send('PUT', `/user/${other.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(200);
    await drainOwedWork();
    expect((await send('POST', '/user', { email: other.email }, admin.token)).body.data).not.toHaveProperty('verifiedAt');
    expect((await get(`/product/${otherMachine._id}`, admin.token)).body.data).not.toHaveProperty('sellerVerifiedAt');
  });

  it('a tick given again keeps no earlier date: it is the new moment', async () => {
    const [admin, seller] = await Promise.all([person('admin'), person('seller')]);
    const first = userSchema.parse((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).body.data).verifiedAt;
    // Verifying a verified seller again changes nothing, the date included.
    expect(userSchema.parse((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).body.data).verifiedAt).toBe(first);
    await send('PUT', `/user/${seller.uid}/verify`, { verified: false }, admin.token);
    const again = userSchema.parse((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).body.data).verifiedAt;
    expect(Date.parse(again ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
  });
});
