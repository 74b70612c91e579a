import { ApiError } from '@/lib/api-client';
import { UploadError } from '@/lib/upload/upload-image';

const WRONG_CREDENTIALS = 'The e-mail or password is not correct.';
const POPUP_CLOSED = 'The Google sign-in window was closed before signing in finished.';

// Firebase's own messages ("Firebase: Error (auth/invalid-credential).") mean nothing to a buyer.
const plainMessages: Record<string, string> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  // Saying "no such account" would tell anyone which e-mails are registered.
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-email': 'This e-mail address is not valid.',
  'auth/missing-email': 'Type your e-mail address first.',
  'auth/missing-password': 'Type your password first.',
  'auth/user-disabled': 'This account has been disabled. Contact us to restore it.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'The sign-in service could not be reached. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
  'auth/weak-password': 'This password is too weak. Choose a stronger one.',
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/unauthorized-domain': 'Google sign-in is not allowed on this web address.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled.',
  'auth/user-mismatch': 'That account is not the one signed in here.',
  'auth/requires-recent-login': 'Please sign in again, then repeat what you were doing.',
  'auth/user-token-expired': 'Your session has ended. Please sign in again.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
  'auth/invalid-api-key': 'Signing in is not available right now: the app is not configured correctly.',
};

export const UNKNOWN_AUTH_ERROR = 'Something went wrong while signing in. Please try again.';

export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A sentence for the user about a failed identity, account or picture upload call. */
export function authErrorMessage(error: unknown): string {
  // The API and the upload already speak to users; Firebase speaks in codes.
  if (error instanceof ApiError || error instanceof UploadError) return error.message;
  const code = errorCode(error);
  return (code && plainMessages[code]) || UNKNOWN_AUTH_ERROR;
}

// These speak of the e-mail address, so they belong under the E-mail field, not the password.
const emailCodes = new Set(['auth/invalid-email', 'auth/missing-email', 'auth/email-already-in-use']);

/**
 * The form field an identity error is about: the e-mail for the codes that name the address, else
 * the password (spec section 8 puts the identity service's answers under the password).
 */
export function authErrorField(error: unknown): 'email' | 'password' {
  const code = errorCode(error);
  return code && emailCodes.has(code) ? 'email' : 'password';
}

const wrongPasswordCodes = new Set(['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password']);

/** Firebase refused the password typed to confirm who is signed in (re-authentication). */
export function isWrongPassword(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && wrongPasswordCodes.has(code);
}

/** The user closed the Google window themself: nothing went wrong. */
export function isPopupClosed(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
