// zod/mini rather than zod: this module is in the first page's bundle, and the mini build
// tree-shakes down to the few checks used here.
import * as z from 'zod/mini';

const absoluteOrRootPath = z.string().check(
  z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'must start with "/" or "http(s)://"'),
);
const emptyOrUrl = z.string().check(
  z.refine((value) => value === '' || /^https?:\/\//.test(value), 'must be empty or an http(s) URL'),
);
const required = z.string().check(z.minLength(1, 'must not be empty'));

// Defaults fit the local stack (Hosting, Auth and Storage emulators), so `npm run dev` needs no .env file.
const envSchema = z.object({
  VITE_API_BASE_URL: z._default(absoluteOrRootPath, '/api'),
  VITE_FIREBASE_PROJECT_ID: z._default(required, 'demo-machinery-market'),
  VITE_FIREBASE_API_KEY: z._default(required, 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z._default(z.string(), ''),
  VITE_FIREBASE_STORAGE_BUCKET: z._default(z.string(), ''),
  VITE_FIREBASE_APP_ID: z._default(z.string(), ''),
  // An empty value means a real Firebase project rather than the Auth emulator.
  VITE_AUTH_EMULATOR_URL: z._default(emptyOrUrl, 'http://127.0.0.1:9099'),
  VITE_STORAGE_MODE: z._default(z.enum(['local', 'firebase'], { error: 'must be "local" or "firebase"' }), 'local'),
  // host:port of the Storage emulator under the full official suite; empty on a real project.
  VITE_STORAGE_EMULATOR_HOST: z._default(z.string(), ''),
});

export function readEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    // Fail at start-up with every bad variable named, instead of a confusing failure on first use.
    throw new Error(`Invalid web app environment:\n${z.prettifyError(result.error)}`);
  }
  const vars = result.data;
  return {
    apiBaseUrl: vars.VITE_API_BASE_URL.replace(/\/+$/, ''),
    firebase: {
      projectId: vars.VITE_FIREBASE_PROJECT_ID,
      apiKey: vars.VITE_FIREBASE_API_KEY,
      authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN,
      storageBucket: vars.VITE_FIREBASE_STORAGE_BUCKET,
      appId: vars.VITE_FIREBASE_APP_ID,
    },
    authEmulatorUrl: vars.VITE_AUTH_EMULATOR_URL,
    storageMode: vars.VITE_STORAGE_MODE,
    storageEmulatorHost: vars.VITE_STORAGE_EMULATOR_HOST,
  } as const;
}

export type Env = ReturnType<typeof readEnv>;

export const env: Env = readEnv(import.meta.env);
