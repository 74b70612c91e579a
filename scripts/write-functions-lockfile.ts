// `npm run functions:lockfile`: writes functions/package-lock.json from the root lockfile (the
// versions the tests ran), so the deployed function installs exactly those. `--check` only says
// whether the committed one is up to date (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { expectedFunctionsLockfile } from './deploy/expected-functions-lockfile.js';

const target = join(ROOT, 'functions', 'package-lock.json');
const expected = `${JSON.stringify(expectedFunctionsLockfile(JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')), JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8'))), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    /* missing */
  }
  if (current !== expected) {
    console.error('functions/package-lock.json is not the root lockfile cut down to the functions package: run npm run functions:lockfile.');
    process.exit(1);
  }
  console.log('functions/package-lock.json matches the root lockfile.');
} else {
  writeFileSync(target, expected);
  console.log(`Wrote functions/package-lock.json (${Object.keys(JSON.parse(expected).packages).length - 1} packages).`);
}
