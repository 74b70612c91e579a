import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, ListedProduct } from '../src/contract/index.js';
import { adminApp } from '../src/firebase.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, idToken, person, resetEmulators, staleToken, storedProduct, type Person } from './world.js';

const { get, send } = apiOfThisFile(resetEmulators);
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
    const buyer = await person('buyer', { name: 'Mina Akter' });
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
