import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { adminApp } from '../firebase.js';

/**
 * Checks a Firebase ID token. In production the Admin SDK checks the signature and expiry only;
 * it asks Auth about revocation and disabled accounts only when `checkRevoked` is true. In
 * emulator mode it always asks Auth, which hides a missing revocation check: the integration
 * tests therefore install a verifier that behaves as production does (see `useIdTokenVerifier`).
 */
export type IdTokenVerifier = (token: string, checkRevoked: boolean) => Promise<DecodedIdToken>;

const adminSdkVerifier: IdTokenVerifier = (token, checkRevoked) => getAuth(adminApp()).verifyIdToken(token, checkRevoked);

let verifier: IdTokenVerifier = adminSdkVerifier;

export function verifyIdToken(token: string, checkRevoked: boolean): Promise<DecodedIdToken> {
  return verifier(token, checkRevoked);
}

/** Replaces the verifier (tests that model production); `null` restores the Admin SDK's. */
export function useIdTokenVerifier(replacement: IdTokenVerifier | null): void {
  verifier = replacement ?? adminSdkVerifier;
}
