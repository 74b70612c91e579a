// `npm test`: every check the project has, in order, stopping at the first failure:
// type-check, lint, build, unit + component + integration tests (Vitest), browser journeys
// (Playwright). Each step says what it runs; the last line sums them up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { rulesEnginesMissing } from '../emulators/java.js';

const REPORTS = '.test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

type Step = { name: string; command: string; args: string[]; skip?: () => string | null };

const steps: Step[] = [
  { name: 'type-check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  {
    name: 'unit, component and integration tests',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`],
  },
  // The rules engines live in the official emulators' Java jars; where they cannot run, say so.
  { name: 'security rules suite', command: 'npm', args: ['run', 'test:rules', '--silent'], skip: rulesEnginesMissing },
  { name: 'browser journeys', command: 'npx', args: ['playwright', 'test'] },
];

/** Test counts from the runners' JSON reports, for the closing line. */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(`${REPORTS}/vitest.json`)) {
    const v = JSON.parse(readFileSync(`${REPORTS}/vitest.json`, 'utf8'));
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
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const took = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${took} s (exit ${result.status ?? result.signal}).`);
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
