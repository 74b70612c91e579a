import type { Account, ProfilePatch } from '@contract';
import useSWR from 'swr';
import { one } from '@/lib/answers';
import { api, type ApiError } from '@/lib/api-client';
import { apiFile } from '@/lib/api-file';
import { envelopeFetcher, type ApiKey } from '@/lib/swr';

/** `GET /user/me`: the signed-in person's own record, and whether their e-mail is proven (read from the token). */
export const myAccountKey = ['/user/me'] as const satisfies ApiKey;
const fetchMyAccount = envelopeFetcher(one('accountSchema'));

/**
 * Asked anew at every visit of the page: whether the e-mail is verified changes in another tab
 * (the link in the e-mail), which the five minutes the app keeps other answers would hide.
 */
export function useMyAccount() {
  return useSWR<Account, ApiError, typeof myAccountKey>(myAccountKey, async (key) => (await fetchMyAccount(key)).data, { dedupingInterval: 0 });
}

/** `GET /user/me` outside the cache, when the page must know the answer itself (the e-mail just verified). */
export async function readMyAccount(): Promise<Account> {
  return (await fetchMyAccount(myAccountKey)).data;
}

/** `PATCH /user/me`: only the fields sent change (an empty phone or location clears it); answers the account as it now stands. */
export function updateMyAccount(patch: ProfilePatch) {
  return api('/user/me', { method: 'PATCH', body: patch, answer: one('accountSchema') });
}

/** `GET /user/me/export`: everything kept about the person, as the file the API names. */
export function exportMyData() {
  return apiFile('/user/me/export');
}

/** `POST /user/me/sign-out-everywhere`: every session of the account ends, this one too. */
export function signOutEverywhere() {
  return api('/user/me/sign-out-everywhere', { method: 'POST', answer: one('sessionsEndedSchema') });
}

/** `DELETE /user/me`: the account and everything it left; needs a sign-in of the last 5 minutes. */
export function deleteMyAccount() {
  return api('/user/me', { method: 'DELETE', answer: one('deleteResultSchema') });
}
