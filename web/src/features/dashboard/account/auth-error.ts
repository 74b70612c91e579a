import { loadAuthErrors } from '@/features/auth';

/** What the page needs to know of a failed call to the sign-in service. */
export type AuthFailure = {
  /** In plain words, as the sign-in screens say it. */
  message: string;
  /** The password typed to confirm who is signed in was not theirs. */
  wrongPassword: boolean;
  /** The person closed Google's window themself: nothing to report. */
  popupClosed: boolean;
};

/** A failure of Firebase (or of the API, whose message is already plain) read in the sign-in screens' words. */
export async function authFailure(error: unknown): Promise<AuthFailure> {
  const { authErrorMessage, isPopupClosed, isWrongPassword } = await loadAuthErrors();
  return { message: authErrorMessage(error), wrongPassword: isWrongPassword(error), popupClosed: isPopupClosed(error) };
}
