import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isAllowedImage, MAX_IMAGE_BYTES, mayOverwrite, uploadPolicy, UPLOAD_PURPOSES, type Role } from '../../functions/src/contract/index.js';
import { ROOT } from '../stack.js';

// storage.rules checked against the same policy table the local upload route applies:
// every kind of user × read / write / delete × each folder, with wrong types and oversize files.
// Runs only under the official emulators (npm run test:rules).

type Persona = { name: string; uid: string | null; role?: Role };
const OWNER = 'ownerUid0001';
const personas: Persona[] = [
  { name: 'anonymous', uid: null },
  { name: 'the owner as buyer', uid: OWNER, role: 'buyer' },
  { name: 'the owner as seller', uid: OWNER, role: 'seller' },
  { name: 'another seller', uid: 'otherUid0002', role: 'seller' },
  { name: 'an admin', uid: 'adminUid0003', role: 'admin' },
];
const uploads = [
  { name: 'a PNG', type: 'image/png', size: 1024 },
  { name: 'a text file', type: 'text/plain', size: 1024 },
  { name: 'an oversize PNG', type: 'image/png', size: MAX_IMAGE_BYTES + 1 },
  { name: 'an empty (0-byte) PNG', type: 'image/png', size: 0 },
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-machinery-rules',
    storage: { rules: readFileSync(join(ROOT, 'storage.rules'), 'utf8') },
  });
});
afterAll(() => env?.cleanup());

const storageOf = (p: Persona) => (p.uid ? env.authenticatedContext(p.uid, { role: p.role }) : env.unauthenticatedContext()).storage();
const expectation = (allowed: boolean) => (allowed ? assertSucceeds : assertFails);

describe.each(UPLOAD_PURPOSES)('storage.rules: %s pictures', (purpose) => {
  const rule = uploadPolicy[purpose];
  const path = (file: string) => `${rule.folder}/${OWNER}/${file}`;
  const uploader = (p: Persona) => (p.uid ? { uid: p.uid, role: p.role ?? 'buyer' } : null);

  describe.each(personas)('$name', (persona) => {
    it('may read', async () => {
      await env.withSecurityRulesDisabled((ctx) => ctx.storage().ref(path('read.png')).put(new Uint8Array(16), { contentType: 'image/png' }).then(() => undefined));
      await assertSucceeds(storageOf(persona).ref(path('read.png')).getMetadata());
    });

    it.each(uploads)('writes $name as the table says', async (upload) => {
      const allowed = rule.mayWrite(uploader(persona), OWNER) && isAllowedImage(upload.type, upload.size);
      const ref = storageOf(persona).ref(path(`w-${upload.size}.png`));
      await expectation(allowed)(ref.put(new Uint8Array(upload.size), { contentType: upload.type }).then(() => undefined));
    });

    it('never writes over an existing file, its own included', async () => {
      await env.withSecurityRulesDisabled((ctx) => ctx.storage().ref(path('taken.png')).put(new Uint8Array(16), { contentType: 'image/png' }).then(() => undefined));
      const ref = storageOf(persona).ref(path('taken.png'));
      await expectation(mayOverwrite())(ref.put(new Uint8Array(32), { contentType: 'image/png' }).then(() => undefined));
    });

    it('deletes as the table says', async () => {
      await env.withSecurityRulesDisabled((ctx) => ctx.storage().ref(path('delete.png')).put(new Uint8Array(16), { contentType: 'image/png' }).then(() => undefined));
      await expectation(rule.mayDelete(uploader(persona), OWNER))(storageOf(persona).ref(path('delete.png')).delete());
    });
  });
});

describe('storage.rules: anything outside the picture folders', () => {
  it.each(personas)('is closed to $name', async (persona) => {
    await assertFails(storageOf(persona).ref('elsewhere/file.png').put(new Uint8Array(16), { contentType: 'image/png' }).then(() => undefined));
  });
});
