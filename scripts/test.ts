// `npm test`: every check the project has, in order, stopping at the first failure:
// type-check beside lint, build, unit + component + integration tests (Vitest), browser journeys
// (Playwright). Each step says what it runs; the last line sums them up.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { rulesEnginesMissing } from '../emulators/java.js';

const REPORTS = '.test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** One process of a step; `log` names the file its output goes to when it runs beside another. */
type Command = { command: string; args: string[]; log?: string };
type Step = { name: string; commands: Command[]; skip?: () => string | null };

const vitest = (projects: string[], report: string): string[] => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${report}`,
];

const steps: Step[] = [
  {
    // Each runs on one core (tsc and ESLint are single-threaded): side by side, not 97 s in turn.
    name: 'type-check and lint',
    commands: [
      { command: 'npm', args: ['run', 'typecheck', '--silent'] },
      { command: 'npm', args: ['run', 'lint', '--silent'], log: `${REPORTS}/lint.log` },
    ],
  },
  { name: 'build', commands: [{ command: 'npm', args: ['run', 'build', '--silent'] }] },
  {
    // Two runs at once: the integration files run one at a time and use about one core between
    // them and their emulators, the other projects' files fill both; side by side they took 305 s
    // where one run after the other took 378 s (2 cores).
    name: 'unit, component and integration tests',
    commands: [
      { command: 'npx', args: vitest(['functions', 'emulators', 'scripts', 'web', 'web-isolated'], 'vitest-unit.json') },
      { command: 'npx', args: vitest(['integration'], 'vitest-integration.json'), log: `${REPORTS}/integration.log` },
    ],
  },
  // The rules engines live in the official emulators' Java jars; where they cannot run, say so.
  { name: 'security rules suite', commands: [{ command: 'npm', args: ['run', 'test:rules', '--silent'] }], skip: rulesEnginesMissing },
  { name: 'browser journeys', commands: [{ command: 'npx', args: ['playwright', 'test'] }] },
];

/** Runs one command: to this terminal, or into its log, which is printed once it has ended. */
function run({ command, args, log }: Command): Promise<number> {
  const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const file = log ? createWriteStream(log) : null;
    if (file) {
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (!file || !log) return resolve(status);
      file.end(() => {
        console.log(`\n── ${command} ${args.join(' ')} (beside the above) ──`);
        process.stdout.write(readFileSync(log));
        resolve(status);
      });
    });
  });
}

/** Test counts from the runners' JSON reports, for the closing line. */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of readdirSync(REPORTS).filter((name) => /^vitest.*\.json$/.test(name))) {
    const v = JSON.parse(readFileSync(`${REPORTS}/${report}`, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(`${REPORTS}/playwright.json`)) {
    const p = JSON.parse(readFileSync(`${REPORTS}/playwright.json`, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
    skipped += p.stats?.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

const started = Date.now();
const passed: string[] = [];
for (const step of steps) {
  const skipped = step.skip?.();
  if (skipped) {
    console.log(`\n⚠ ${step.name} SKIPPED: ${skipped}. storage.rules and firestore.rules are not evaluated in this run.`);
    continue;
  }
  const t = Date.now();
  console.log(`\n▶ ${step.name}: ${step.commands.map(({ command, args }) => `${command} ${args.join(' ')}`).join('  +  ')}`);
  const statuses = await Promise.all(step.commands.map(run));
  const took = ((Date.now() - t) / 1000).toFixed(1);
  if (statuses.some((status) => status !== 0)) {
    console.error(`\n✖ ${step.name} failed after ${took} s (exit ${statuses.join(', ')}).`);
    const c = counts();
    console.error(`tests: ${c.passed} passed, ${Math.max(1, c.failed)} failed, ${c.skipped} skipped`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${took} s)`);
  passed.push(step.name);
}
const c = counts();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${passed.join(', ')}).`);
console.log(`tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
