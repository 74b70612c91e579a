import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from '../../emulators/stack.js';

/** Reads what the deploy checks look at, from the repository and the environment. */

export const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** firebase-tools' own table of runtimes and their support dates. */
export function runtimeTable() {
  const require = createRequire(join(ROOT, 'package.json'));
  return require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js').RUNTIMES;
}

/** KEY=value lines of a dotenv file; missing file → {}. */
export function dotenv(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return vars;
}

/** The web app's production settings as Vite would see them: .env.production(.local), then the environment. */
export function webProductionVars(env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  const web = join(ROOT, 'web');
  const fromFiles = { ...dotenv(join(web, '.env')), ...dotenv(join(web, '.env.production')), ...dotenv(join(web, '.env.production.local')) };
  const fromEnv = Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('VITE_')));
  return { ...fromFiles, ...fromEnv };
}

/** Files in functions/ that are this machine's own (never to be uploaded). */
export function localFunctionsFiles(): string[] {
  const dir = join(ROOT, 'functions');
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      if (name === 'node_modules') continue;
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/(^|\.)local$|^\.env|\.log$|^\.secret/.test(name)) found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found;
}

/** Builds the web app in production mode into a temporary folder and returns its text files. */
export function productionWebBuild(env: NodeJS.ProcessEnv = process.env): { ok: boolean; output: string; files: { path: string; text: string }[] } {
  const outDir = mkdtempSync(join(tmpdir(), 'machinery-web-'));
  try {
    const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: join(ROOT, 'web'),
      env,
      encoding: 'utf8',
    });
    const files: { path: string; text: string }[] = [];
    const walk = (at: string) => {
      for (const name of readdirSync(at)) {
        const path = join(at, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(html|js|css|json|txt|webmanifest)$/.test(name)) files.push({ path: relative(outDir, path), text: readFileSync(path, 'utf8') });
      }
    };
    if (result.status === 0) walk(outDir);
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim(), files };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The functions functions/src/index.ts exports (what `firebase deploy` deploys), read from its source. */
export function exportedFunctions(): string[] {
  const source = readFileSync(join(ROOT, 'functions', 'src', 'index.ts'), 'utf8');
  return [...source.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]!);
}
