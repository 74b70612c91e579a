// The builds the benchmark measures: functions/lib (cold start) and web/dist (weight, Lighthouse).
// Each is rebuilt only when a source file is newer than the output; a failed build leaves the
// previous output in use, and says so.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { run } from './processes.js';

export type BuildInfo = { target: 'functions' | 'web'; action: 'reused' | 'built' | 'failed'; seconds: number; note: string };

function newest(path: string, skip: (name: string) => boolean = () => false): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || skip(entry)) continue;
    max = Math.max(max, newest(join(path, entry), skip));
  }
  return max;
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

const TARGETS = {
  functions: {
    output: join(ROOT, 'functions', 'lib', 'app.js'),
    sources: () => Math.max(newest(join(ROOT, 'functions', 'src'), isTest), newest(join(ROOT, 'functions', 'tsconfig.build.json'))),
  },
  web: {
    output: join(ROOT, 'web', 'dist', 'index.html'),
    sources: () =>
      Math.max(
        newest(join(ROOT, 'web', 'src'), (n) => isTest(n) || n === 'testing'),
        newest(join(ROOT, 'web', 'public')),
        newest(join(ROOT, 'web', 'index.html')),
        newest(join(ROOT, 'web', 'vite.config.ts')),
        newest(join(ROOT, 'web', 'aliases.ts')),
        newest(join(ROOT, 'functions', 'src', 'contract'), isTest),
      ),
  },
} as const;

/** Rebuilds `target` when its output is missing or older than its sources (or when forced). */
export async function ensureBuilt(target: 'functions' | 'web', force = false): Promise<BuildInfo> {
  const { output, sources } = TARGETS[target];
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  const present = existsSync(output);
  if (present && !force && statSync(output).mtimeMs >= sources()) {
    return { target, action: 'reused', seconds: 0, note: `${target} build is up to date` };
  }
  const done = await run('npm', ['run', 'build', '--silent', '-w', target], { cwd: ROOT, timeoutMs: 300_000, what: `npm run build -w ${target}` }).catch(
    (error: Error) => ({ code: -1, stdout: '', stderr: error.message, ms: 0 }),
  );
  if (done.code === 0 && existsSync(output)) return { target, action: 'built', seconds: seconds(), note: `${target} built in ${seconds()} s` };
  const why = (done.stderr || done.stdout).trim().split('\n').slice(-3).join(' ').slice(0, 300);
  return {
    target,
    action: 'failed',
    seconds: seconds(),
    note: existsSync(output)
      ? `npm run build -w ${target} failed (${why}); measured the previous build of ${new Date(statSync(output).mtimeMs).toISOString()}`
      : `npm run build -w ${target} failed and there is no previous build: ${why}`,
  };
}
