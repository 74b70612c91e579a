import { describe, expect, it } from 'vitest';
import { checkAppCheckPolicy, checkBackgroundWork, checkFieldOverrides, checkFunctionsUpload, checkIndexes, checkProject, checkRegion, checkRuntime, checkSecrets, checkWebBuild, checkWebConfig, WEB_CONFIG } from './checks.js';
import { exportedFunctions, runtimeTable } from './inputs.js';

const table = runtimeTable();
const today = new Date('2026-11-23T12:00:00Z');
const node22 = { functionsEngine: '22', rootEngine: '22', nvmrc: '22', typesNode: '^22.20.5' };
const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaSyFakeKeyForTests000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'machinery-market-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'machinery-market-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'machinery-market-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
};

describe('deploy checks: the functions runtime', () => {
  it('passes a runtime that firebase-tools supports, with Node 22 declared everywhere', () => {
    expect(checkRuntime({ runtime: 'nodejs22', table, now: today, ...node22 }).problems).toEqual([]);
  });

  it('refuses nodejs20, decommissioned on 2026-10-30 by firebase-tools’ own table', () => {
    const { problems } = checkRuntime({ runtime: 'nodejs20', table, now: today, functionsEngine: '20', rootEngine: '20', nvmrc: '20', typesNode: '^20.1.0' });
    expect(problems).toEqual(['Node.js 20 (nodejs20) was decommissioned on 2026-10-30: firebase deploy refuses it.']);
  });

  it('refuses a deprecated runtime before its decommission date', () => {
    const { problems } = checkRuntime({ runtime: 'nodejs22', table, now: new Date('2027-06-01'), ...node22 });
    expect(problems).toEqual(['Node.js 22 (nodejs22) is deprecated since 2027-04-30: move to a supported runtime.']);
  });

  it('refuses an unknown runtime and names every place that declares another Node', () => {
    expect(checkRuntime({ runtime: 'nodejs99', table, now: today, ...node22 }).problems[0]).toMatch(/does not know/);
    const { problems } = checkRuntime({ runtime: 'nodejs22', table, now: today, functionsEngine: '20', rootEngine: '>=20', nvmrc: '22', typesNode: '^20.19.0' });
    expect(problems).toEqual([
      'functions/package.json engines.node says Node 20, the runtime is Node 22.',
      'package.json engines.node says Node >=20, the runtime is Node 22.',
      '@types/node says Node 20.19.0, the runtime is Node 22.',
    ]);
  });
});

describe('deploy checks: the project and the web config', () => {
  it('refuses a demo project, and a missing one', () => {
    expect(checkProject('demo-machinery-market').problems[0]).toMatch(/demo project/);
    expect(checkProject(undefined).problems[0]).toMatch(/--project/);
    expect(checkProject('machinery-market-prod').problems).toEqual([]);
  });

  it('names each missing web setting', () => {
    const { problems } = checkWebConfig({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'machinery-market-prod' }, 'machinery-market-prod');
    expect(problems).toEqual([
      'missing VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID (in web/.env.production.local or the environment; see web/.env.example).',
    ]);
    expect(WEB_CONFIG).toHaveLength(5);
  });

  it('passes a complete config for the project deployed to', () => {
    expect(checkWebConfig(complete, 'machinery-market-prod').problems).toEqual([]);
  });

  it('refuses emulator settings and a config of another project', () => {
    expect(checkWebConfig({ ...complete, VITE_FIREBASE_API_KEY: 'demo-api-key' }, 'machinery-market-prod').problems).toEqual(['VITE_FIREBASE_API_KEY holds an emulator setting (demo-api-key).']);
    expect(checkWebConfig({ ...complete, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' }, 'machinery-market-prod').problems).toHaveLength(1);
    expect(checkWebConfig(complete, 'another-project').problems[0]).toMatch(/deploy is to another-project/);
  });

  it('finds an emulator setting in built files', () => {
    expect(checkWebBuild([{ path: 'assets/index.js', text: 'x="http://127.0.0.1:9099"' }]).problems).toEqual(['assets/index.js holds an emulator setting ("127.0.0.1").']);
    expect(checkWebBuild([{ path: 'index.html', text: '<html></html>' }]).problems).toEqual([]);
  });
});

describe('deploy checks: the function and the database', () => {
  it('needs the JWT_SECRET secret and one region for the function and the rewrite', () => {
    expect(checkSecrets([]).problems).toHaveLength(1);
    expect(checkSecrets(['JWT_SECRET']).problems).toEqual([]);
    expect(checkRegion('us-central1', 'europe-west1').problems[0]).toMatch(/europe-west1/);
  });

  it('names each missing field override (an unindexed field, a TTL policy)', () => {
    const needed = [
      { collectionGroup: 'guards', fieldPath: 'expireAt', ttl: true, indexes: [] },
      { collectionGroup: 'products', fieldPath: 'details', indexes: [] },
    ];
    expect(checkFieldOverrides(needed, { fieldOverrides: [needed[1]!] }).problems).toEqual(['firestore.indexes.json lacks the override of guards.expireAt (TTL).']);
    expect(checkFieldOverrides(needed, { fieldOverrides: needed }).problems).toEqual([]);
  });

  it('knows the background work: the queue the API hands work to and the sweep must be deployed', () => {
    expect(checkBackgroundWork(['api', 'work', 'sweepWork'], 'work')).toMatchObject({ problems: [], notes: [expect.stringContaining('task queue'), expect.stringContaining('Cloud Tasks Enqueuer')] });
    expect(checkBackgroundWork(['api'], 'work').problems).toEqual([
      'functions/src/index.ts exports no function "work" (the API queues owed work to "work", and "sweepWork" picks up what is left).',
      'functions/src/index.ts exports no function "sweepWork" (the API queues owed work to "work", and "sweepWork" picks up what is left).',
    ]);
  });

  it('reads the functions index.ts exports, the queue and the sweep among them', () => {
    expect(exportedFunctions()).toEqual(['api', 'work', 'sweepWork']);
  });

  it('names each missing Firestore index', () => {
    const needed = [{ collectionGroup: 'products', queryScope: 'COLLECTION', fields: [{ fieldPath: 'sellerUid', order: 'ASCENDING' }, { fieldPath: 'sortKey', order: 'DESCENDING' }] }];
    expect(checkIndexes(needed, { indexes: [] }).problems).toEqual(['firestore.indexes.json lacks products(sellerUid ASCENDING, sortKey DESCENDING).']);
    expect(checkIndexes(needed, { indexes: needed }).problems).toEqual([]);
  });

  it('names local files the functions upload would carry', () => {
    const ignore = ['node_modules', 'src', '*.local'];
    expect(checkFunctionsUpload(['.secret.local', 'lib/.env'], ignore).problems).toEqual(['functions/lib/.env would be uploaded: add it to "ignore" in firebase.json.']);
    expect(checkFunctionsUpload(['src/x.local'], ['src']).problems).toEqual([]);
  });
});

describe('deploy checks: App Check', () => {
  it('with a reCAPTCHA key, needs the page policy to let reCAPTCHA and App Check through', () => {
    expect(checkAppCheckPolicy(undefined, "default-src 'self'").problems).toEqual([]);
    expect(checkAppCheckPolicy('key', "default-src 'self'; script-src 'self'").problems).toHaveLength(4);
    const open = "script-src 'self' https://www.google.com https://www.gstatic.com; frame-src https://www.google.com; connect-src 'self' https://content-firebaseappcheck.googleapis.com";
    expect(checkAppCheckPolicy('key', open).problems).toEqual([]);
  });
});
