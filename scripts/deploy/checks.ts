/**
 * What a deploy to a real Firebase project needs, each as a check that says what is wrong in
 * words a newcomer can act on. Pure functions of what they are given (files read by the caller),
 * so each is tested on its own; `scripts/deploy-check.ts` runs them all.
 */
import { EMULATOR_SETTING, productionConfigProblems, WEB_CONFIG } from '../../web/build/production-config.js';

export type CheckResult = { name: string; problems: string[]; notes?: string[] };

type RuntimeTable = Record<string, { friendly: string; status: string; deprecationDate: string; decommissionDate: string }>;

/** The functions runtime: known to the installed firebase-tools, not deprecated, the same Node everywhere. */
export function checkRuntime(input: {
  runtime: string | undefined;
  table: RuntimeTable;
  now: Date;
  functionsEngine?: string;
  rootEngine?: string;
  nvmrc?: string;
  typesNode?: string;
}): CheckResult {
  const problems: string[] = [];
  const { runtime, table, now } = input;
  const entry = runtime ? table[runtime] : undefined;
  if (!runtime || !entry) problems.push(`firebase.json asks for the runtime "${runtime ?? '(none)'}", which firebase-tools does not know.`);
  else if (now >= new Date(entry.decommissionDate)) problems.push(`${entry.friendly} (${runtime}) was decommissioned on ${entry.decommissionDate}: firebase deploy refuses it.`);
  else if (now >= new Date(entry.deprecationDate)) problems.push(`${entry.friendly} (${runtime}) is deprecated since ${entry.deprecationDate}: move to a supported runtime.`);
  const major = runtime?.match(/^nodejs(\d+)$/)?.[1];
  const same = (label: string, value: string | undefined) => {
    const found = value?.match(/\d+/)?.[0];
    if (major && found !== major) problems.push(`${label} says Node ${value ?? '(nothing)'}, the runtime is Node ${major}.`);
  };
  same('functions/package.json engines.node', input.functionsEngine);
  same('package.json engines.node', input.rootEngine);
  same('.nvmrc', input.nvmrc);
  same('@types/node', input.typesNode?.replace(/^[\^~]/, ''));
  return { name: `functions runtime ${runtime ?? '(none)'}${entry ? ` (supported until ${entry.decommissionDate})` : ''}`, problems };
}

export function checkProject(project: string | undefined): CheckResult {
  if (!project) return { name: 'project', problems: ['Name the project: npm run deploy:check -- --project <project-id>.'] };
  const problems = project.startsWith('demo-') ? [`"${project}" is a demo project: it exists only on the emulators.`] : [];
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) problems.push(`"${project}" is not a Firebase project id (6–30 lower-case letters, digits and dashes).`);
  return { name: `project ${project}`, problems };
}

export { EMULATOR_SETTING, WEB_CONFIG };

/** The web app's production settings (web/.env.production.local or the environment): the build's own rule, and the project. */
export function checkWebConfig(vars: Record<string, string | undefined>, project: string | undefined): CheckResult {
  const problems = productionConfigProblems(vars);
  if (project && vars.VITE_FIREBASE_PROJECT_ID && vars.VITE_FIREBASE_PROJECT_ID !== project) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${vars.VITE_FIREBASE_PROJECT_ID}, but the deploy is to ${project}.`);
  }
  return { name: 'web production config', problems };
}

/** Files of a production web build: none may hold an emulator setting. */
export function checkWebBuild(files: { path: string; text: string }[]): CheckResult {
  if (files.length === 0) return { name: 'production web build', problems: ['the production build produced no files.'] };
  const problems = files.flatMap(({ path, text }) => {
    const found = text.match(EMULATOR_SETTING);
    return found ? [`${path} holds an emulator setting ("${found[0]}").`] : [];
  });
  return { name: 'production web build holds no emulator setting', problems };
}

export function checkSecrets(declared: readonly string[]): CheckResult {
  return { name: 'JWT_SECRET declared on the function', problems: declared.includes('JWT_SECRET') ? [] : ['the function does not declare the JWT_SECRET secret.'] };
}

export function checkRegion(region: string, rewriteRegion: string | undefined): CheckResult {
  const problems = rewriteRegion === region ? [] : [`the Hosting rewrite of /api/** goes to region ${rewriteRegion ?? '(none)'}, the function runs in ${region}.`];
  return { name: `region ${region}`, problems };
}

type Index = { collectionGroup: string; queryScope: string; fields: ({ fieldPath: string; order: string } | { fieldPath: string; arrayConfig: string })[] };

export function checkIndexes(needed: Index[], file: { indexes?: Index[] }): CheckResult {
  const key = (i: Index) => `${i.collectionGroup}(${i.fields.map((f) => `${f.fieldPath} ${'order' in f ? f.order : f.arrayConfig}`).join(', ')})`;
  const present = new Set((file.indexes ?? []).map(key));
  const missing = needed.map(key).filter((k) => !present.has(k));
  return { name: `Firestore indexes (${needed.length})`, problems: missing.map((k) => `firestore.indexes.json lacks ${k}.`) };
}

type FieldOverride = { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] };

/** The unindexed fields and TTL policies of store/indexes.ts, all in firestore.indexes.json. */
export function checkFieldOverrides(needed: FieldOverride[], file: { fieldOverrides?: FieldOverride[] }): CheckResult {
  const key = (o: FieldOverride) => `${o.collectionGroup}.${o.fieldPath}${o.ttl ? ' (TTL)' : ''}`;
  const present = new Set((file.fieldOverrides ?? []).map(key));
  const missing = needed.map(key).filter((k) => !present.has(k));
  return { name: `Firestore field overrides (${needed.length}: unindexed fields, TTL policies)`, problems: missing.map((k) => `firestore.indexes.json lacks the override of ${k}.`) };
}

/**
 * The background work: the API queues tasks to the function named after the queue, so that
 * function must be exported, beside the scheduled sweep. What no offline check can see is said
 * as a note: the permissions the queue needs on the project.
 */
export function checkBackgroundWork(exported: string[], queue: string): CheckResult {
  const problems = [queue, 'sweepWork'].filter((name) => !exported.includes(name)).map((name) => `functions/src/index.ts exports no function "${name}" (the API queues owed work to "${queue}", and "sweepWork" picks up what is left).`);
  const notes = [
    `firebase deploy creates the "${queue}" task queue and the sweep's schedule, enabling the Cloud Tasks and Cloud Scheduler APIs if asked.`,
    `The API's service account needs the "Cloud Tasks Enqueuer" role to queue work (docs/background-work.md).`,
  ];
  return { name: `background work (the "${queue}" queue, the sweep)`, problems, notes };
}

/** Local files inside the functions folder that would be uploaded unless firebase.json ignores them. */
export function checkFunctionsUpload(localFiles: string[], ignore: string[]): CheckResult {
  const patterns = ignore.map(globToRegExp);
  const uploaded = localFiles.filter((file) => !patterns.some((p) => p.test(file) || p.test(file.split('/').pop() ?? file)));
  return { name: 'functions upload leaves local files out', problems: uploaded.map((f) => `functions/${f} would be uploaded: add it to "ignore" in firebase.json.`) };
}

/** A firebase.json ignore pattern (`*`, `**`, literal names) as a regular expression. */
export function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${escaped}(/.*)?$`);
}

export function checkFunctionsLockfile(upToDate: boolean): CheckResult {
  return { name: 'functions/package-lock.json pins the tested versions', problems: upToDate ? [] : ['it differs from the root lockfile: run npm run functions:lockfile and commit it.'] };
}

/** What App Check's reCAPTCHA needs from the site's Content-Security-Policy. */
const APP_CHECK_SOURCES: [directive: string, source: string][] = [
  ['script-src', 'https://www.google.com'],
  ['script-src', 'https://www.gstatic.com'],
  ['frame-src', 'https://www.google.com'],
  ['connect-src', 'https://content-firebaseappcheck.googleapis.com'],
];

/** With App Check on (a reCAPTCHA key), the policy must let reCAPTCHA and App Check through. */
export function checkAppCheckPolicy(recaptchaSiteKey: string | undefined, csp: string): CheckResult {
  if (!recaptchaSiteKey) return { name: 'App Check (off: no VITE_RECAPTCHA_SITE_KEY)', problems: [] };
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name ?? '', sources]));
  const missing = APP_CHECK_SOURCES.filter(([directive, source]) => !directives.get(directive)?.includes(source));
  return {
    name: 'App Check (on): the page policy lets reCAPTCHA through',
    problems: missing.map(([directive, source]) => `firebase.json's Content-Security-Policy lacks ${source} in ${directive}.`),
  };
}
