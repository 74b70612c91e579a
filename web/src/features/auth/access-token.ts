import { api } from '@/lib/api-client';

/** Spec section 4: the token of `GET /jwt` is kept in local storage under this key. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * Asks the API for the caller's access token and stores it. The app itself authenticates with the
 * Firebase ID token, so a failure here is logged (the API client already logs network failures)
 * rather than failing a sign-in that did succeed.
 */
export async function storeAccessToken(email: string): Promise<void> {
  try {
    const { data } = await api<string>('/jwt', { query: { email } });
    localStorage.setItem(ACCESS_TOKEN_KEY, data);
  } catch (error) {
    console.error('The access token could not be stored', error);
  }
}

export function removeAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}
