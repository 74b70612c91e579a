import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../emulators/stack.js';
import { expectedFunctionsLockfile } from './expected-functions-lockfile.js';

const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe('the deployed function’s own lockfile', () => {
  const root = read('package-lock.json');
  const generated = expectedFunctionsLockfile(root, read('functions/package.json'));

  it('is committed as the root lockfile cut down to the functions package (npm run functions:lockfile)', () => {
    expect(read('functions/package-lock.json')).toEqual(generated);
  });

  it('pins every package at the version the tests ran, and carries no tool of the workspace', () => {
    for (const [path, entry] of Object.entries(generated.packages)) {
      if (path === '') continue;
      expect(entry.version, path).toBe(root.packages[path].version);
      expect(entry.integrity, path).toBe(root.packages[path].integrity);
    }
    const names = Object.keys(generated.packages);
    expect(names).toContain('node_modules/firebase-admin');
    expect(names).toContain('node_modules/express');
    for (const tool of ['vitest', 'firebase-tools', 'react', 'typescript']) expect(names).not.toContain(`node_modules/${tool}`);
  });
});
