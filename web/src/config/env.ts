// Checked by hand rather than with zod: this module is in the first page's bundle, and even
// zod/mini brought zod's core (about 15 KB gzip) into it for these nine strings.

type Rule = { fallback: string; check?: (value: string) => string | null };

const absoluteOrRootPath = (value: string) =>
  value.startsWith('/') || /^https?:\/\//.test(value) ? null : 'must start with "/" or "http(s)://"';
const emptyOrUrl = (value: string) => (value === '' || /^https?:\/\//.test(value) ? null : 'must be empty or an http(s) URL');
const required = (value: string) => (value.length > 0 ? null : 'must not be empty');
const storageMode = (value: string) => (value === 'local' || value === 'firebase' ? null : 'must be "local" or "firebase"');

// Defaults fit the local stack (Hosting, Auth and Storage emulators), so `npm run dev` needs no .env file.
const rules = {
  VITE_API_BASE_URL: { fallback: '/api', check: absoluteOrRootPath },
  VITE_FIREBASE_PROJECT_ID: { fallback: 'demo-machinery-market', check: required },
  VITE_FIREBASE_API_KEY: { fallback: 'demo-api-key', check: required },
  VITE_FIREBASE_AUTH_DOMAIN: { fallback: '' },
  VITE_FIREBASE_STORAGE_BUCKET: { fallback: '' },
  VITE_FIREBASE_APP_ID: { fallback: '' },
  // An empty value means a real Firebase project rather than the Auth emulator.
  VITE_AUTH_EMULATOR_URL: { fallback: 'http://127.0.0.1:9099', check: emptyOrUrl },
  VITE_STORAGE_MODE: { fallback: 'local', check: storageMode },
  // host:port of the Storage emulator under the full official suite; empty on a real project.
  VITE_STORAGE_EMULATOR_HOST: { fallback: '' },
} satisfies Record<string, Rule>;

type Vars = { [name in keyof typeof rules]: string };

/** Every variable, its default when unset; each problem as "✖ reason → at NAME". */
function parse(source: Record<string, unknown>): { vars: Vars; problems: string[] } {
  const vars = {} as Vars;
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(rules) as [keyof Vars, Rule][]) {
    const raw = source[name] ?? rule.fallback;
    const problem = typeof raw === 'string' ? (rule.check?.(raw) ?? null) : `expected a string, received ${typeof raw}`;
    if (problem) problems.push(`✖ ${problem}\n  → at ${name}`);
    vars[name] = String(raw);
  }
  return { vars, problems };
}

export function readEnv(source: Record<string, unknown>) {
  const { vars, problems } = parse(source);
  if (problems.length) {
    // Fail at start-up with every bad variable named, instead of a confusing failure on first use.
    throw new Error(`Invalid web app environment:\n${problems.join('\n')}`);
  }
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
    storageMode: vars.VITE_STORAGE_MODE as 'local' | 'firebase',
    storageEmulatorHost: vars.VITE_STORAGE_EMULATOR_HOST,
  } as const;
}

export type Env = ReturnType<typeof readEnv>;

export const env: Env = readEnv(import.meta.env);
