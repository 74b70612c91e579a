import type { useSWRConfig } from 'swr';
import { forgetKeptAnswers } from '@/lib/kept-answers';
import { removeAccessToken } from '../access-token';
import { forgetRememberedSession } from './remembered-session';

type SwrCache = Pick<ReturnType<typeof useSWRConfig>, 'unload'>;

/**
 * Forgets everything this browser keeps of the signed-in user, whichever way the session ended:
 * the access token of `GET /jwt` and every cached answer, the pages of `useSWRInfinite` lists
 * included (a key filter passed to `mutate` skips those). SWR's `unload` also drops requests
 * still in flight, so an answer for the old session cannot land after this, and screens still
 * showing ask again as nobody. The user and role come from Firebase and are gone with its session;
 * what was remembered for the next visit (who it was, the answers kept for a quick start) goes too.
 */
export function forgetSignedInUser({ unload }: SwrCache): void {
  removeAccessToken();
  forgetRememberedSession();
  forgetKeptAnswers();
  unload();
}
