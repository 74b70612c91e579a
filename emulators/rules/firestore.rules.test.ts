import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROOT } from '../stack.js';

// firestore.rules: clients never touch Firestore directly, whoever they are; the API does.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId: 'demo-machinery-rules', firestore: { rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') } });
});
afterAll(() => env?.cleanup());

const contexts = () => [
  ['anonymous', env.unauthenticatedContext()],
  ['a buyer', env.authenticatedContext('buyer1', { role: 'buyer' })],
  ['a seller', env.authenticatedContext('seller1', { role: 'seller' })],
  ['an admin', env.authenticatedContext('admin1', { role: 'admin', adminVerify: true })],
] as const;

describe.each(['products', 'bookings', 'users', 'categories', 'meta', 'conversations', 'messages', 'reports', 'reportEntries', 'audit'])('firestore.rules: %s', (collection) => {
  it('no client reads or writes it directly', async () => {
    for (const [, ctx] of contexts()) {
      const ref = doc(ctx.firestore(), collection, 'someDoc');
      await assertFails(getDoc(ref));
      await assertFails(setDoc(ref, { anything: true }));
    }
  });
});
