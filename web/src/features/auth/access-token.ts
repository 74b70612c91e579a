import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/**
 * Spec section 4: the token of `GET /jwt` is kept in local storage under this key.
 *
 * The app itself never sends it: its API calls carry the Firebase ID token, which Firebase
 * refreshes and which carries the role claims. It is kept because it is part of the spec's
 * contract: a signed-in browser holds it here, for clients and integrations of the marketplace
 * that call the API with this access token rather than a Firebase ID token. Readable by any
 * script of the page, it must never outlive the session: every way a session ends (Sign out,
 * Firebase reporting nobody signed in, the API refusing the session) removes it, through
 * `forgetSignedInUser` (session/forget-signed-in-user.ts).
 */
export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * Asks the API for the caller's access token and stores it. The app itself authenticates with the
 * Firebase ID token, so a failure here is logged (the API client already logs network failures)
 * rather than failing a sign-in that did succeed.
 */
export async function storeAccessToken(email: string): Promise<void> {
  try {
    const { data } = await api('/jwt', { query: { email }, answer: one('accessTokenSchema') });
    localStorage.setItem(ACCESS_TOKEN_KEY, data);
  } catch (error) {
    console.error('The access token could not be stored', error);
  }
}

export function removeAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}
