import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.js';

/** The Auth emulator of the local stack, which the journeys also call directly. */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const IDENTITY = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

/** Signs in through the Auth emulator, as the app's sign-in does: the account's ID token and id. */
export async function idTokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const answer = await request.post(`${IDENTITY}/accounts:signInWithPassword?key=demo-api-key`, { data: { email, password, returnSecureToken: true } });
  expect(answer.ok()).toBe(true);
  const { idToken, localId } = (await answer.json()) as { idToken: string; localId: string };
  return { idToken, uid: localId };
}

/**
 * A buyer of the journey's own, made through the Auth emulator and `POST /api/user` as sign-up
 * does: journeys that delete or change an account use one, never a seeded account other journeys use.
 */
export async function createBuyer(request: APIRequestContext, displayName: string) {
  const email = `buyer-${Date.now()}@machinery.test`;
  const signUp = await request.post(`${IDENTITY}/accounts:signUp?key=demo-api-key`, { data: { email, password: DEMO_PASSWORD, returnSecureToken: true } });
  expect(signUp.ok()).toBe(true);
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
  const registered = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${idToken}` },
    data: { displayName, email, role: 'buyer' },
  });
  expect(registered.status()).toBe(201);
  return { email, uid: localId };
}
