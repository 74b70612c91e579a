import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './auth.js';

/** The Auth emulator of the local stack, which the journeys also call directly. */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const IDENTITY = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

const AVATAR_PNG = fileURLToPath(new URL('../fixtures/avatar.png', import.meta.url));

/** Signs in through the Auth emulator, as the app's sign-in does: the account's ID token and id. */
export async function idTokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const answer = await request.post(`${IDENTITY}/accounts:signInWithPassword?key=demo-api-key`, { data: { email, password, returnSecureToken: true } });
  expect(answer.ok()).toBe(true);
  const { idToken, localId } = (await answer.json()) as { idToken: string; localId: string };
  return { idToken, uid: localId };
}

/**
 * An account of the journey's own, made as sign-up makes it: the account with its name through the
 * Auth emulator, its picture uploaded and put on its profile, then registered with `POST
 * /api/user` with the role it chose. Journeys that delete or change an account, or that deal in
 * machines, use one, never a seeded account other journeys use.
 */
export async function createAccount(request: APIRequestContext, displayName: string, role: 'buyer' | 'seller') {
  // Unique even for two accounts made within one millisecond.
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@machinery.test`;
  const signUp = await request.post(`${IDENTITY}/accounts:signUp?key=demo-api-key`, { data: { email, password: DEMO_PASSWORD, displayName, returnSecureToken: true } });
  expect(signUp.ok()).toBe(true);
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
  const headers = { Authorization: `Bearer ${idToken}` };
  const upload = await request.post('/api/uploads?purpose=avatar', {
    headers,
    multipart: { image: { name: 'avatar.png', mimeType: 'image/png', buffer: readFileSync(AVATAR_PNG) } },
  });
  expect(upload.status()).toBe(201);
  const { data: picture } = (await upload.json()) as { data: { url: string } };
  // The profile carries the picture, as sign-up sets it: the app shows it in the top bar.
  const profile = await request.post(`${IDENTITY}/accounts:update?key=demo-api-key`, { data: { idToken, photoUrl: picture.url } });
  expect(profile.ok()).toBe(true);
  // Confirmed, as the e-mail's link would confirm it: an admin's blue tick needs a confirmed address.
  const confirmed = await request.post(`${IDENTITY}/accounts:update?key=demo-api-key`, { headers: { Authorization: 'Bearer owner' }, data: { localId, emailVerified: true } });
  expect(confirmed.ok()).toBe(true);
  const registered = await request.post('/api/user', { headers, data: { displayName, email, role, photoURL: picture.url } });
  expect(registered.status()).toBe(201);
  return { email, uid: localId, displayName };
}

/** A buyer of the journey's own (see createAccount). */
export function createBuyer(request: APIRequestContext, displayName: string) {
  return createAccount(request, displayName, 'buyer');
}
