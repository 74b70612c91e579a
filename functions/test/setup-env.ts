import { inject } from 'vitest';
import { useIdTokenVerifier } from '../src/http/id-tokens.js';
import { productionLikeVerifier } from './production-verifier.js';

// Point the Admin SDK at the test emulators before any test module initialises it.
Object.assign(process.env, inject('emulatorEnv'));

// Token checks as production makes them (signature and expiry only unless revocation is asked
// for), not as the Admin SDK's emulator mode does (which always asks Auth): a missing revocation
// check then fails these tests, as it would fail users in production.
useIdTokenVerifier(productionLikeVerifier);
