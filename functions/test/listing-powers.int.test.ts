import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISE_HOME_PAGE, type AuditEntry } from '../src/contract/index.js';
import { adminApp } from '../src/firebase.js';
import { apiOfThisFile } from './harness.js';
import { idToken, person, resetEmulators, staleToken, storedProduct, type Person } from './world.js';

// Who may change a listing. Its seller; an admin, for anyone's, with the same proof every other
// admin action asks for: a Firebase ID token (never the one-hour access token of GET /jwt) that
// Auth has not revoked. Tokens are checked as production checks them (production-verifier.ts).

const { get, send } = apiOfThisFile(resetEmulators);
const q = encodeURIComponent;

type Act = 'edit' | 'delete' | 'advertise';
const act = (what: Act, productId: string, token: string) =>
  what === 'edit'
    ? send('PATCH', `/products/${productId}`, { resalePrice: 99 }, token)
    : what === 'delete'
      ? send('DELETE', `/products/${productId}`, undefined, token)
      : send('PUT', `/advertised/products/${productId}`, { advertiseName: ADVERTISE_HOME_PAGE }, token);

describe("an admin acting on someone else's listing", () => {
  let admin: Person;
  let seller: Person;
  beforeAll(async () => {
    [admin, seller] = await Promise.all([person('admin'), person('seller')]);
  });

  it.each<Act>(['edit', 'delete', 'advertise'])('cannot %s it with the access token of GET /jwt', async (what) => {
    const machine = await storedProduct(seller);
    const access = (await get(`/jwt?email=${q(admin.email)}`, admin.token)).body.data as string;
    const refused = await act(what, machine._id, access);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Sign in again: this needs a fresh Firebase ID token, not an access token.');
    expect((await get(`/product/${machine._id}`, seller.token)).body.data).toMatchObject({ resalePrice: machine.resalePrice });
  });

  it.each<Act>(['edit', 'delete', 'advertise'])('cannot %s it with a token issued before Auth revoked their sessions', async (what) => {
    const revoked = await person('admin');
    const before = staleToken(revoked);
    await getAuth(adminApp()).revokeRefreshTokens(revoked.uid);
    const machine = await storedProduct(seller);
    // Production's token check alone (signature and expiry) still lets the token read...
    expect((await get(`/product/${machine._id}`, before)).status).toBe(200);
    // ...but acting on someone else's listing asks Auth.
    expect((await act(what, machine._id, before)).status).toBe(401);
  });

  it.each<Act>(['edit', 'delete', 'advertise'])('may %s it with a fresh ID token, and the audit trail says so', async (what) => {
    const machine = await storedProduct(seller);
    expect((await act(what, machine._id, admin.token)).status).toBe(200);
    const trail = (await get(`/audit?targetId=${machine._id}`, admin.token)).body.data as AuditEntry[];
    expect(trail.map((e) => e.action)).toEqual([`${what}-listing`]);
  });

  it('a seller acting on their own listing needs no more than before: the access token will do', async () => {
    const machine = await storedProduct(seller);
    const access = (await get(`/jwt?email=${q(seller.email)}`, seller.token)).body.data as string;
    expect((await act('edit', machine._id, access)).status).toBe(200);
    expect((await act('advertise', machine._id, access)).status).toBe(200);
  });
});

describe('a seller made a buyer', () => {
  it('can no longer edit or advertise their listings, which stay on the marketplace until they delete them', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller', { name: 'Rahim' }), person('buyer')]);
    const [kept, removed] = await Promise.all([storedProduct(seller), storedProduct(seller)]);
    expect((await send('PUT', `/user/${seller.uid}/role`, { role: 'buyer' }, admin.token)).status).toBe(200);
    // Signed in again, as the buyer they now are.
    const token = await idToken(seller.email);
    for (const what of ['edit', 'advertise'] as const) {
      const refused = await act(what, kept._id, token);
      expect(refused.status, what).toBe(403);
      expect(refused.body.message).toBe(`Dear Rahim, your account is a buyer now: only a seller can ${what} a listing. You can still delete it.`);
    }
    expect((await get(`/product/${kept._id}`, buyer.token)).body.data).toMatchObject({ resalePrice: kept.resalePrice });
    expect((await act('delete', removed._id, token)).status).toBe(200);
    expect((await get(`/product/${removed._id}`, buyer.token)).status).toBe(404);
  });
});
