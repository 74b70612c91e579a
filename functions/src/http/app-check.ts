import type { NextFunction, Request, Response } from 'express';
import { unauthorized } from '../contract/errors.js';

/**
 * Firebase App Check, ready to switch on: with ENFORCE_APP_CHECK=true every API call (but the
 * health check) must carry a valid `X-Firebase-AppCheck` token, which the web app sends once
 * VITE_RECAPTCHA_SITE_KEY is set. Off by default, so the emulators and a first deploy work
 * before reCAPTCHA Enterprise is set up for the project.
 */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

// The Admin SDK loads only when App Check is enforced, with the first token to check.
const adminSdkVerifier: AppCheckVerifier = async (token) => {
  const [{ getAppCheck }, { adminApp }] = await Promise.all([import('firebase-admin/app-check'), import('../firebase.js')]);
  return getAppCheck(adminApp()).verifyToken(token);
};
let verifier: AppCheckVerifier = adminSdkVerifier;

/** Replaces the verifier (tests: no App Check token can be minted offline); `null` restores it. */
export function useAppCheckVerifier(replacement: AppCheckVerifier | null): void {
  verifier = replacement ?? adminSdkVerifier;
}

/** The health check, and the API's description, which tools read without the app. */
const OPEN_PATHS = new Set(['/health', '/openapi.json']);

const NOT_VERIFIED = 'This app could not be verified. Reload the page and try again.';

export function appCheck(req: Request, _res: Response, next: NextFunction) {
  if (process.env.ENFORCE_APP_CHECK !== 'true' || req.method === 'OPTIONS' || OPEN_PATHS.has(req.path)) return next();
  const token = req.get('X-Firebase-AppCheck');
  if (!token || token.length > 4096) return next(unauthorized(NOT_VERIFIED));
  verifier(token).then(
    () => next(),
    () => next(unauthorized(NOT_VERIFIED)),
  );
}
