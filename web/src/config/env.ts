// Checked by hand rather than with zod: this module is in the first page's bundle, and even
// zod/mini brought zod's core (about 15 KB gzip) into it for these nine strings.

/** `production`: the default of a production build; otherwise the local stack's value below. */
type Rule = { production?: string; check?: (value: string) => string | null };

const absoluteOrRootPath = (value: string) =>
  value.startsWith('/') || /^https?:\/\//.test(value) ? null : 'must start with "/" or "http(s)://"';
const emptyOrUrl = (value: string) => (value === '' || /^https?:\/\//.test(value) ? null : 'must be empty or an http(s) URL');
const required = (value: string) => (value.length > 0 ? null : 'must not be empty');
const storageMode = (value: string) => (value === 'local' || value === 'firebase' ? null : 'must be "local" or "firebase"');

const rules = {
  VITE_API_BASE_URL: { production: '/api', check: absoluteOrRootPath },
  VITE_FIREBASE_PROJECT_ID: { check: required },
  VITE_FIREBASE_API_KEY: { check: required },
  VITE_FIREBASE_AUTH_DOMAIN: {},
  VITE_FIREBASE_STORAGE_BUCKET: {},
  VITE_FIREBASE_APP_ID: {},
  // An empty value means a real Firebase project rather than the Auth emulator.
  VITE_AUTH_EMULATOR_URL: { production: '', check: emptyOrUrl },
  VITE_STORAGE_MODE: { production: 'firebase', check: storageMode },
  // host:port of the Storage emulator under the full official suite; empty on a real project.
  VITE_STORAGE_EMULATOR_HOST: {},
  // Firebase App Check's reCAPTCHA Enterprise site key; empty leaves App Check off.
  VITE_RECAPTCHA_SITE_KEY: {},
} satisfies Record<string, Rule>;

type Vars = { [name in keyof typeof rules]: string };

// The local stack's values (Hosting, Auth and Storage emulators) serve the dev server, the tests
// and the local stack's build mode, so they need no .env file. A production build holds none of
// them (the build replaces `import.meta.env.MODE` and drops this object): what it lacks stops the build
// (web/build/production-config.ts) and, failing that, the start-up here.
const LOCAL_STACK: Partial<Vars> = import.meta.env.MODE === 'production'
  ? {}
  : {
      VITE_API_BASE_URL: '/api',
      VITE_FIREBASE_PROJECT_ID: 'demo-machinery-market',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_STORAGE_MODE: 'local',
    };

/** Every variable, its default when unset; each problem as "✖ reason → at NAME". */
function parse(source: Record<string, unknown>): { vars: Vars; problems: string[] } {
  const production = source.MODE === 'production';
  const vars = {} as Vars;
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(rules) as [keyof Vars, Rule][]) {
    const raw = source[name] ?? (production ? rule.production : LOCAL_STACK[name]) ?? '';
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
    recaptchaSiteKey: vars.VITE_RECAPTCHA_SITE_KEY,
  } as const;
}

export type Env = ReturnType<typeof readEnv>;

export const env: Env = readEnv(import.meta.env);
