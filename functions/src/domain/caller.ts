import type { Role } from '../contract/index.js';

/** Who is calling, as decided from a verified ID token and its custom claims; never from a body. */
export type Caller = {
  uid: string;
  email: string;
  name: string;
  role: Role;
  sellerVerify: boolean;
  adminVerify: boolean;
  picture: string;
  /** The phone of the person's profile, on a write (the record's, read by the session check). */
  phone?: string;
  /** Whether the e-mail address is proven (the token's `email_verified`); an access token does not say. */
  emailVerified?: boolean;
  /** When the person signed in (ms), as a Firebase ID token tells it (`auth_time`); an access token does not. */
  signedInAt?: number;
};

/**
 * Asks the HTTP layer to prove the caller's sign-in fresh: a Firebase ID token (never an access
 * token), checked with Auth for revocation. Acting on someone else's listing needs it, as every
 * other admin action does. Resolves once proven (once per request); rejects with a 401.
 */
export type ConfirmFreshSignIn = () => Promise<void>;
