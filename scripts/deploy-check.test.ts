import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack.js';
import { WEB_CONFIG } from '../web/build/production-config.js';
import { productionWebBuild } from './deploy/inputs.js';
import { checkWebBuild } from './deploy/checks.js';

// `npm run deploy:check` and the production web build as a newcomer runs them, with a fake but
// complete config of a real project, or with none.

const fakeConfig = {
  VITE_FIREBASE_API_KEY: 'AIzaSyFakeKeyForTests000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'machinery-market-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'machinery-market-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'machinery-market-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
};
/** No config at all: empty values also override a web/.env.production.local this machine may have. */
const noConfig = Object.fromEntries(WEB_CONFIG.map((name) => [name, '']));

const deployCheck = (project: string, config: Record<string, string>) =>
  spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'deploy-check.ts'), '--project', project], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...config },
  });

describe('npm run deploy:check', () => {
  it('passes with a complete config for a real project, production build included', () => {
    const run = deployCheck('machinery-market-prod', fakeConfig);
    expect(run.stdout).toContain('✔ production web build holds no emulator setting');
    expect(run.stdout).toContain('Ready to deploy to machinery-market-prod.');
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it('fails without the web config, naming every missing variable', () => {
    const run = deployCheck('machinery-market-prod', noConfig);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`✖ web production config\n    missing ${WEB_CONFIG.join(', ')}`);
  });

  it('refuses a demo project', () => {
    const run = deployCheck('demo-machinery-market', fakeConfig);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('"demo-machinery-market" is a demo project');
  });
});

describe('the production web build', () => {
  it('with a fake complete config, holds no emulator setting (no 127.0.0.1, no demo key or project)', () => {
    const build = productionWebBuild({ ...process.env, ...fakeConfig });
    expect(build.ok, build.output).toBe(true);
    expect(build.files.some((f) => f.path === 'index.html')).toBe(true);
    expect(checkWebBuild(build.files).problems).toEqual([]);
    expect(build.files.some((f) => f.text.includes('machinery-market-prod.firebaseapp.com'))).toBe(true);
  });

  it('without the config, stops and names the missing variables', () => {
    const build = productionWebBuild({ ...process.env, ...noConfig });
    expect(build.ok).toBe(false);
    expect(build.output).toContain(`The production build of the web app stops: missing ${WEB_CONFIG.join(', ')}`);
  });
});
