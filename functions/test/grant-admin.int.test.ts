import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../src/firebase.js';
import { usersStore } from '../src/store/users.js';
import { person, resetEmulators } from './world.js';

const ROOT = join(import.meta.dirname, '..', '..');
const grantAdmin = (...args: string[]) =>
  spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'grant-admin.ts'), ...args, '--project', process.env.GCLOUD_PROJECT!], {
    encoding: 'utf8',
    env: process.env,
  });

describe('npm run grant-admin', () => {
  beforeAll(() => resetEmulators());

  it('makes an existing account a verified admin, in its claims and its user record', async () => {
    const buyer = await person('buyer');
    const result = grantAdmin(buyer.email);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('is now a verified admin');
    expect((await getAuth(adminApp()).getUser(buyer.uid)).customClaims).toEqual({ role: 'admin', sellerVerify: false, adminVerify: true });
    expect(await usersStore.get(buyer.uid)).toMatchObject({ role: 'admin', adminVerify: true });
  });

  it('says so when there is no such account', () => {
    const result = grantAdmin('nobody@machinery.test');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No account with the e-mail nobody@machinery.test');
  });
});
