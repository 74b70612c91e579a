import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import type { Account, AccountExport, AuditEntry, Booking, ListedProduct, Notification, Product } from '../src/contract/index.js';
import { adminApp } from '../src/firebase.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, idToken, ownPicture, person, productInput, resetEmulators, staleToken, storedProduct, type Person } from './world.js';

const api = apiOfThisFile(resetEmulators);
const { get, send } = api;
const q = encodeURIComponent;

/**
 * The person's ID token as a device holds it an hour into a session: issued now (refreshed) but
 * from a sign-in `minutes` ago, which `auth_time` keeps. Unsigned, as the Auth emulator's are.
 */
function tokenSignedInAgo(p: Person, minutes: number): string {
  const [, payload] = p.token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 3600, auth_time: now - minutes * 60 })}.`;
}

const signInFails = async (email: string) => idToken(email).then(() => 'signed in', (e: Error) => e.message);

describe('GET /user/me', () => {
  it("answers the caller's own record, with emailVerified from the token", async () => {
    const buyer = await person('buyer', { name: 'Mina Akter', emailUnconfirmed: true });
    const mine = await get('/user/me', buyer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ _id: buyer.uid, displayName: 'Mina Akter', email: buyer.email, role: 'buyer', emailVerified: false });
    await getAuth(adminApp()).updateUser(buyer.uid, { emailVerified: true });
    expect((await get('/user/me', await idToken(buyer.email))).body.data).toMatchObject({ emailVerified: true });
  });

  it('answers an account that has not registered yet from its token, as a buyer', async () => {
    const newcomer = await person(null);
    expect((await get('/user/me', newcomer.token)).body.data).toMatchObject({ _id: newcomer.uid, email: newcomer.email, role: 'buyer' });
  });

  it('is refused without a token', async () => {
    expect((await get('/user/me')).status).toBe(401);
  });
});

describe('POST /user/me/sign-out-everywhere', () => {
  it('ends every session of the account, the calling one too; a new sign-in works', async () => {
    const seller = await person('seller');
    const phone = staleToken(seller);
    const laptop = staleToken({ ...seller, token: await idToken(seller.email) });
    const ended = await send('POST', '/user/me/sign-out-everywhere', undefined, phone);
    expect(ended.status).toBe(200);
    expect(Date.parse((ended.body.data as { endedAt: string }).endedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const token of [phone, laptop]) expect((await get('/user/me', token)).status).toBe(401);
    expect((await get('/user/me', await idToken(seller.email))).status).toBe(200);
  });
});

describe('DELETE /user/me', () => {
  it('removes the account and everything it left, as an admin’s deletion does, with the person as the actor', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller', { name: 'Leaving Seller' }), person('buyer')]);
    const machine = await storedProduct(seller);
    const gone = await send('DELETE', '/user/me', undefined, seller.token);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toMatchObject({ acknowledged: true });
    // Every session ends at once, and nobody signs in as it again.
    expect((await get('/user/me', seller.token)).status).toBe(401);
    expect(await signInFails(seller.email)).not.toBe('signed in');
    await drainOwedWork();
    const catalog = (await get('/products/all?limit=50', buyer.token)).body.data as ListedProduct[];
    expect(catalog.map((p) => p._id)).not.toContain(machine._id);
    expect((await get(`/product/${machine._id}`, buyer.token)).status).toBe(404);
    const trail = (await get(`/audit?targetId=${seller.uid}`, admin.token)).body.data as AuditEntry[];
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'delete-user', actor: { uid: seller.uid }, target: { id: seller.uid, label: 'Leaving Seller' } });
    expect((await get(`/user/seller`, admin.token)).body.data).not.toContainEqual(expect.objectContaining({ _id: seller.uid }));
  });

  it('needs a sign-in from the last 5 minutes: a 6-minute-old one is told to sign in again, and nothing goes', async () => {
    const buyer = await person('buyer');
    const refused = await send('DELETE', '/user/me', undefined, tokenSignedInAgo(buyer, 6));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/sign in again to confirm/i);
    expect((await get('/user/me', buyer.token)).status).toBe(200);
    // Signing in again is what it asks for (the 5-minute bound itself: own-account.test.ts).
    expect((await send('DELETE', '/user/me', undefined, await idToken(buyer.email))).status).toBe(200);
  });

  it('refuses the access token of GET /jwt: it cannot prove a recent sign-in', async () => {
    const buyer = await person('buyer');
    const access = (await get(`/jwt?email=${q(buyer.email)}`, buyer.token)).body.data as string;
    expect((await send('DELETE', '/user/me', undefined, access)).status).toBe(401);
    expect((await get('/user/me', buyer.token)).status).toBe(200);
  });

  it('refuses an admin: the owner removes admins', async () => {
    const admin = await person('admin');
    const refused = await send('DELETE', '/user/me', undefined, admin.token);
    expect(refused.status).toBe(403);
    expect((await get('/user/me', admin.token)).body.data).toMatchObject({ role: 'admin' });
  });
});

describe('PATCH /user/me', () => {
  const booking = (productId: string) => ({ productId, buyerNumber: '01811223344', buyerLocation: 'Bogura' });

  it("changes the profile, and the seller's listings show the new name and phone, the old token's new listing too", async () => {
    const [seller, buyer] = await Promise.all([person('seller', { name: 'Rahim Uddin' }), person('buyer')]);
    const machines = await Promise.all([storedProduct(seller), storedProduct(seller)]);
    const saved = await send('PATCH', '/user/me', { displayName: 'Rahim Motors', phone: '01799999999', location: 'Bogura' }, seller.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ displayName: 'Rahim Motors', phone: '01799999999', location: 'Bogura' });
    // Auth's profile follows, so the seller's next tokens carry the name.
    expect((await getAuth(adminApp()).getUser(seller.uid)).displayName).toBe('Rahim Motors');
    await drainOwedWork();
    for (const machine of machines) {
      expect((await get(`/product/${machine._id}`, buyer.token)).body.data).toMatchObject({ sellerName: 'Rahim Motors', sellerNumber: '01799999999' });
    }
    const catalog = (await get('/products/all?limit=50', buyer.token)).body.data as ListedProduct[];
    expect(catalog.filter((p) => p.sellerEmail === seller.email).map((p) => p.sellerName)).toEqual(['Rahim Motors', 'Rahim Motors']);
    // A token minted before the change still names the seller as they were; the listing does not.
    const listed = await send('POST', '/products', productInput(seller, { sellerNumber: '01700000000' }), seller.token);
    expect(listed.status).toBe(201);
    expect(listed.body.data).toMatchObject({ sellerName: 'Rahim Motors', sellerNumber: '01799999999' });
  });

  it("a buyer's new name reaches the requests they made and the sellers' notifications about them", async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer', { name: 'Tanvir Ahmed' })]);
    const machine = await storedProduct(seller);
    expect((await send('POST', '/bookings', booking(machine._id), buyer.token)).status).toBe(201);
    expect((await send('PATCH', '/user/me', { displayName: 'Tanvir A. Khan' }, buyer.token)).status).toBe(200);
    await drainOwedWork();
    const received = (await get(`/mybuyer?email=${q(seller.email)}`, seller.token)).body.data as Booking[];
    expect(received.map((b) => b.buyerName)).toEqual(['Tanvir A. Khan']);
    const told = (await get('/notifications', seller.token)).body.data as Notification[];
    expect(told.map((n) => n.message)).toEqual([`Tanvir A. Khan asked to book your ${machine.productName}.`]);
    expect(JSON.stringify(told)).not.toContain('Tanvir Ahmed');
  });

  it('clears a phone or location sent empty, and takes a photo only from the caller’s own folder', async () => {
    const seller = await person('seller');
    await send('PATCH', '/user/me', { phone: '01799999999', location: 'Dhaka' }, seller.token);
    const cleared = await send('PATCH', '/user/me', { phone: '', location: '' }, seller.token);
    expect(cleared.body.data).not.toHaveProperty('phone');
    expect(cleared.body.data).not.toHaveProperty('location');
    const other = await person('buyer');
    expect((await send('PATCH', '/user/me', { photoURL: ownPicture(other.uid, 'me.png', 'avatars') }, seller.token)).status).toBe(400);
    const own = await send('PATCH', '/user/me', { photoURL: ownPicture(seller.uid, 'me.png', 'avatars') }, seller.token);
    expect((own.body.data as Account).photoURL).toBe(ownPicture(seller.uid, 'me.png', 'avatars'));
  });

  it.each([['email'], ['role'], ['sellerVerify'], ['adminVerify'], ['verifiedAt'], ['joinedAt']])('never changes %s: a 400 names it', async (field) => {
    const buyer = await person('buyer');
    const refused = await send('PATCH', '/user/me', { [field]: field === 'email' ? 'other@machinery.test' : field === 'role' ? 'admin' : true }, buyer.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(field);
    expect((await get('/user/me', buyer.token)).body.data).toMatchObject({ email: buyer.email, role: 'buyer', sellerVerify: false });
  });
});

describe('GET /user/me/export', () => {
  it('answers everything kept about the caller as one JSON file to save', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin', { verified: true }), person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    const other = await storedProduct(await person('seller'));
    expect((await send('POST', '/bookings', { productId: machine._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, buyer.token)).status).toBe(201);
    expect((await send('PUT', `/favourites/${other._id}`, undefined, seller.token)).status).toBe(201);
    expect((await send('POST', '/saved-searches', { name: 'Diesel', query: { fuel: 'Diesel' } }, seller.token)).status).toBe(201);
    expect((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).status).toBe(200);
    // Verifying ended the seller's sessions: the seller signs in again, as the app asks them to.
    const token = await idToken(seller.email);
    const asked = await send('POST', `/products/${other._id}/conversations`, { text: 'Does it start cold?' }, token);
    expect(asked.status).toBe(201);
    expect((await send('POST', '/reports', { kind: 'listing', id: other._id, reason: 'misleading', note: 'Wrong year' }, token)).status).toBe(201);
    const res = await fetch(`${api.url()}/user/me/export`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="machinery-market-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await res.json()) as AccountExport;
    expect(data.account).toMatchObject({ _id: seller.uid, email: seller.email, sellerVerify: true });
    expect(data.listings.map((p: Product) => p._id)).toEqual([machine._id]);
    expect(data.listings[0]!.priceHistory.length).toBeGreaterThan(0);
    expect(data.bookingsReceived.map((b) => b.productId)).toEqual([machine._id]);
    expect(data.favourites.map((f) => f.productId)).toEqual([other._id]);
    expect(data.savedSearches.map((s) => s.name)).toEqual(['Diesel']);
    expect(data.notifications.map((n) => n.kind)).toContain('request-received');
    expect(data.auditEntries.map((e) => e.action)).toEqual(['change-verify']);
    expect(data.messagesSent.map((m) => m.text)).toEqual(['Does it start cold?']);
    expect(data.reportsMade).toMatchObject([{ kind: 'listing', targetId: other._id, reason: 'misleading', note: 'Wrong year' }]);
    expect(data).not.toHaveProperty('truncated');
  });

  it('is braked: a fourth export within a minute is a 429 with Retry-After', async () => {
    const buyer = await person('buyer');
    for (let i = 0; i < 3; i++) expect((await get('/user/me/export', buyer.token)).status).toBe(200);
    const braked = await get('/user/me/export', buyer.token);
    expect(braked.status).toBe(429);
    expect(Number(braked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe("the blue tick needs the seller's confirmed e-mail", () => {
  it('an admin gets a 409 saying why, and gives it once the address is confirmed', async () => {
    const [admin, seller] = await Promise.all([person('admin', { verified: true }), person('seller', { name: 'Shafiq Traders', emailUnconfirmed: true })]);
    const refused = await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Shafiq Traders has not confirmed their e-mail address yet: a blue tick needs a confirmed address.');
    await getAuth(adminApp()).updateUser(seller.uid, { emailVerified: true });
    expect((await send('PUT', `/user/${seller.uid}/verify`, { verified: true }, admin.token)).status).toBe(200);
  });
});
