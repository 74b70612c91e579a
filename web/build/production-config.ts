import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';

/**
 * What a production build of the web app needs, in one place: the build below refuses to run
 * without it, and `npm run deploy:check` reports it. The emulator settings (demo project, Auth
 * emulator, local uploads) belong to the local stack's own build mode (`--mode emulators`) and
 * to the dev server and tests; a production build never falls back to them.
 */
export const WEB_CONFIG = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_STORAGE_BUCKET', 'VITE_FIREBASE_APP_ID'] as const;

/** An emulator or demo setting of ours, in a value or in built code (the local stack's addresses, demo key and project). */
export const EMULATOR_SETTING = /127\.0\.0\.1|localhost:\d|demo-api-key|demo-machinery/;

/** Every problem of a production config, each naming its variable. */
export function productionConfigProblems(vars: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const missing = WEB_CONFIG.filter((name) => !vars[name]?.trim());
  if (missing.length) problems.push(`missing ${missing.join(', ')} (in web/.env.production.local or the environment; see web/.env.example).`);
  for (const name of [...WEB_CONFIG, 'VITE_AUTH_EMULATOR_URL', 'VITE_STORAGE_EMULATOR_HOST', 'VITE_API_BASE_URL']) {
    const value = vars[name];
    if (value && EMULATOR_SETTING.test(value)) problems.push(`${name} holds an emulator setting (${value}).`);
  }
  if (vars.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-')) problems.push(`VITE_FIREBASE_PROJECT_ID is a demo project (${vars.VITE_FIREBASE_PROJECT_ID}): it exists only on the emulators.`);
  if (vars.VITE_STORAGE_MODE && vars.VITE_STORAGE_MODE !== 'firebase') problems.push('VITE_STORAGE_MODE must be "firebase" (or unset) on a real project.');
  return problems;
}

/** Stops a production build whose config is incomplete or points at the emulators, naming why. */
export function requireProductionConfig(): Plugin {
  return {
    name: 'require-production-config',
    apply: 'build',
    config(_config, { mode }) {
      if (mode !== 'production') return;
      const fromEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')));
      const vars = { ...loadEnv(mode, join(import.meta.dirname, '..'), 'VITE_'), ...fromEnv };
      const problems = productionConfigProblems(vars);
      if (problems.length) {
        throw new Error(
          `The production build of the web app stops: ${problems.join(' ')}\n` +
            'The local stack builds with `npm run build` (emulator settings); a real project needs its own config (docs/deploy.md).',
        );
      }
    },
  };
}
