// `npm run deploy:check -- --project <id>`: everything a deploy to a real Firebase project needs,
// checked offline before anything is sent. Prints each check with what is missing and exits 1 if
// anything is. `--no-web-build` skips the production web build (the slowest check, ~10 s).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_RUNTIME_OPTIONS, REGION } from '../functions/src/config.js';
import { COMPOSITE_INDEXES, fieldOverrides } from '../functions/src/store/indexes.js';
import { WORK_QUEUE } from '../functions/src/store/task-queue.js';
import { ROOT } from '../emulators/stack.js';
import {
  checkAppCheckPolicy,
  checkBackgroundWork,
  checkFieldOverrides,
  checkFunctionsLockfile,
  checkFunctionsUpload,
  checkIndexes,
  checkProject,
  checkRegion,
  checkRuntime,
  checkSecrets,
  checkWebBuild,
  checkWebConfig,
  type CheckResult,
} from './deploy/checks.js';
import { expectedFunctionsLockfile } from './deploy/expected-functions-lockfile.js';
import { exportedFunctions, localFunctionsFiles, productionWebBuild, readJson, runtimeTable, webProductionVars } from './deploy/inputs.js';

const args = process.argv.slice(2);
const flag = args.indexOf('--project');
const project = flag >= 0 ? args[flag + 1] : undefined;

const firebase = readJson('firebase.json');
const functionsConfig = firebase.functions?.[0] ?? {};
const rewrite = (firebase.hosting?.rewrites ?? []).find((r: { source: string }) => r.source === '/api/**');
const rootPackage = readJson('package.json');
const functionsPackage = readJson('functions/package.json');
const lockUpToDate = (() => {
  try {
    const expected = `${JSON.stringify(expectedFunctionsLockfile(readJson('package-lock.json'), functionsPackage), null, 2)}\n`;
    return readFileSync(join(ROOT, 'functions', 'package-lock.json'), 'utf8') === expected;
  } catch {
    return false;
  }
})();
const webVars = webProductionVars();

const results: CheckResult[] = [
  checkProject(project),
  checkRuntime({
    runtime: functionsConfig.runtime,
    table: runtimeTable(),
    now: new Date(),
    functionsEngine: functionsPackage.engines?.node,
    rootEngine: rootPackage.engines?.node,
    nvmrc: readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim(),
    typesNode: rootPackage.devDependencies?.['@types/node'],
  }),
  checkRegion(REGION, rewrite?.function?.region),
  checkSecrets(API_RUNTIME_OPTIONS.secrets),
  checkIndexes(COMPOSITE_INDEXES, readJson('firestore.indexes.json')),
  checkFieldOverrides(fieldOverrides(), readJson('firestore.indexes.json')),
  checkBackgroundWork(exportedFunctions(), WORK_QUEUE),
  checkFunctionsUpload(localFunctionsFiles(), functionsConfig.ignore ?? []),
  checkFunctionsLockfile(lockUpToDate),
  checkWebConfig(webVars, project),
  checkAppCheckPolicy(
    webVars.VITE_RECAPTCHA_SITE_KEY,
    ((firebase.hosting?.headers ?? []) as { source: string; headers: { key: string; value: string }[] }[])
      .find((rule) => rule.source === '**')
      ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '',
  ),
];

const configProblems = results.find((r) => r.name === 'web production config')?.problems.length ?? 0;
if (args.includes('--no-web-build')) results.push({ name: 'production web build (skipped: --no-web-build)', problems: [] });
else if (configProblems) results.push({ name: 'production web build (not tried: its config is incomplete)', problems: [] });
else {
  const build = productionWebBuild();
  results.push(build.ok ? checkWebBuild(build.files) : { name: 'production web build', problems: [`vite build failed:\n${build.output}`] });
}

let failed = 0;
for (const { name, problems, notes } of results) {
  console.log(`${problems.length ? '✖' : '✔'} ${name}`);
  for (const problem of problems) console.log(`    ${problem}`);
  for (const note of notes ?? []) console.log(`    · ${note}`);
  failed += problems.length ? 1 : 0;
}
console.log(failed ? `\n${failed} of ${results.length} checks failed: fix them before deploying.` : `\nReady to deploy to ${project}.`);
process.exit(failed ? 1 : 0);
