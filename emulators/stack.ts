// Starts and stops the Firebase emulators the marketplace runs on, for `npm start`, the tests
// and the benchmark alike. The official Auth, Functions and Hosting emulators always run; the
// Firestore emulator is the official one where Java 21 can run it, otherwise the Node one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withEmulatorOrigins, type HeaderRule } from '../web/security/security-headers.js';
import { javaMajorVersion, officialFirestoreJarPresent } from './java.js';
import { portIsFree } from './ports.js';
import { functionsWorkers, processTree } from './process-tree.js';
import { answers, waitFor } from './wait.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_PROJECT = 'demo-machinery-market';
const BIN = join(ROOT, 'node_modules', '.bin');

export type Emulator = 'auth' | 'functions' | 'tasks' | 'firestore' | 'storage' | 'hosting';
export type FirestoreKind = 'official' | 'node';
type PortName = Emulator | 'hub' | 'logging' | 'firestoreWebSocket';

export type StackOptions = {
  emulators: Emulator[];
  projectId?: string;
  /** 'auto' picks the official emulator only when Java >= 21 and its jar are already here. */
  firestore?: 'auto' | FirestoreKind;
  /** Added to every default port, so a test stack can run beside `npm start`. */
  portOffset?: number;
  /** Where the emulators' output goes. */
  logFile?: string;
  /** Extra environment for the emulators (and so for the function). */
  env?: Record<string, string>;
  /** The Functions emulator's workers: at most this many requests at once, all started before ready. */
  functionsWorkers?: number;
};

export type Stack = {
  projectId: string;
  ports: Record<PortName, number>;
  firestoreKind: FirestoreKind | null;
  /** The environment a process needs to talk to this stack with the Admin SDK. */
  adminEnv: Record<string, string>;
  url: (emulator: 'hosting' | 'functions' | 'auth') => string;
  logFile: string;
  /** The processes the stack started (the emulators' CLI, the Node Firestore emulator): roots of its process tree. */
  pids: number[];
  /** The Firestore emulator's process (the Node one), to pause it in a fault drill; null for the official one. */
  firestorePid: number | null;
  /** The Functions workers started and warm when the stack was ready (0 without Functions). */
  warmWorkers: number;
  stop: () => Promise<void>;
};

export class StackError extends Error {}

/**
 * The Functions emulator forks a worker process for every request in flight that finds none idle,
 * and ignores a function's `concurrency`: 60 calls a second forked 64 workers (about 9 GB) and most
 * calls failed or waited past 15 s. Capped, and all started before the stack says it is ready, the
 * first calls are served as fast as later ones. Why this number: docs/performance.md ("The local
 * stack under a steady load"). FUNCTIONS_WORKERS overrides it.
 */
export const DEFAULT_FUNCTIONS_WORKERS = 2;

export function functionsWorkerCap(): number {
  const wanted = Number(process.env.FUNCTIONS_WORKERS ?? DEFAULT_FUNCTIONS_WORKERS);
  return Number.isInteger(wanted) && wanted >= 1 && wanted <= 64 ? wanted : DEFAULT_FUNCTIONS_WORKERS;
}

/** `count` calls of `url` at once, each read to its end. */
async function burst(url: string, count: number) {
  await Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
    }),
  );
}

/**
 * Starts `workers` Functions workers: calls at once find none idle, so each gets a worker of its
 * own (the emulator boots one per call then), until the emulator has as many as it may run. Then
 * each reads the database once, which loads the code a call runs and opens its connection.
 */
async function warmFunctions(api: string, workers: number, emulatorsPid: number, withDatabase: boolean): Promise<number> {
  let running = functionsWorkers(processTree([emulatorsPid]));
  // On a busy machine a worker may be free again before the next call of a burst arrives, and no
  // new one starts: twice as many calls, and bursts until the workers are there (a minute at most).
  const until = Date.now() + 60_000;
  while (running < workers && Date.now() < until) {
    await burst(`${api}/health`, 2 * workers);
    running = functionsWorkers(processTree([emulatorsPid]));
  }
  if (withDatabase) await burst(`${api}/productsCategory`, workers);
  return running;
}

const DEFAULT_PORTS: Record<PortName, number> = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  storage: 9199,
  hosting: 5000,
  tasks: 9499,
  hub: 4400,
  logging: 4500,
  firestoreWebSocket: 9150,
};

export function chooseFirestore(wanted: StackOptions['firestore']): FirestoreKind {
  if (wanted === 'official' || wanted === 'node') return wanted;
  const java = javaMajorVersion();
  return java !== null && java >= 21 && officialFirestoreJarPresent() ? 'official' : 'node';
}

/** Why the official Firestore emulator was not chosen, for the start-up banner. */
export function whyNodeFirestore(): string {
  const java = javaMajorVersion();
  if (java === null) return 'no Java found';
  if (java < 21) return `Java ${java} found, the official emulator needs Java 21`;
  return 'the official emulator jar is not downloaded';
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

async function stopChild(child: ChildProcess | undefined, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * The firebase.json the emulators run with, written beside the real one so its relative paths
 * hold: the stack's ports, and Hosting's security headers letting the browser reach the emulators
 * it talks to directly (Auth, and Storage under the full suite). Production's policy, in
 * firebase.json, names no local address.
 */
function localConfig(ports: Record<PortName, number>, wanted: Set<Emulator>, tag: string): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const emulators = config.emulators;
  for (const name of ['auth', 'functions', 'tasks', 'firestore', 'storage', 'hosting', 'hub', 'logging'] as const) {
    emulators[name] = { ...emulators[name], port: ports[name] };
  }
  emulators.firestore.websocketPort = ports.firestoreWebSocket;
  const browserReaches = (['auth', 'storage'] as const).filter((name) => wanted.has(name)).map((name) => `http://127.0.0.1:${ports[name]}`);
  config.hosting.headers = withEmulatorOrigins(config.hosting.headers as HeaderRule[], browserReaches);
  const file = join(ROOT, `firebase.${tag}.generated.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The function declares the JWT_SECRET secret; the Functions emulator reads secrets from
 * functions/.secret.local first (else it would ask Secret Manager, which is online only).
 */
function ensureLocalSecrets() {
  const file = join(ROOT, 'functions', '.secret.local');
  if (!existsSync(file)) writeFileSync(file, `JWT_SECRET=${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const projectId = options.projectId ?? DEMO_PROJECT;
  if (!projectId.startsWith('demo-')) throw new StackError(`Refusing to run emulators for "${projectId}": use a demo- project id.`);
  const offset = options.portOffset ?? 0;
  const ports = Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([k, v]) => [k, v + offset])) as Record<PortName, number>;
  const wanted = new Set(options.emulators);
  const firestoreKind = wanted.has('firestore') ? chooseFirestore(options.firestore) : null;

  // Say clearly which port is taken instead of letting an emulator die halfway through.
  const needed: PortName[] = [...wanted, 'hub', 'logging'];
  if (firestoreKind === 'official') needed.push('firestoreWebSocket');
  for (const name of needed) {
    if (!(await portIsFree(ports[name]))) {
      throw new StackError(
        `Port ${ports[name]} (${name}) is already in use. Stop whatever uses it (see \`lsof -i :${ports[name]}\`), for example an earlier \`npm start\`, and try again.`,
      );
    }
  }

  const logFile = options.logFile ?? join(ROOT, '.firebase', `emulators${offset ? `-${offset}` : ''}.log`);
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
    log.end();
  };

  try {
    const adminEnv: Record<string, string> = { GCLOUD_PROJECT: projectId, METADATA_SERVER_DETECTION: 'none' };
    if (wanted.has('auth')) adminEnv.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
    if (firestoreKind) adminEnv.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
    if (wanted.has('storage')) adminEnv.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${ports.storage}`;

    if (firestoreKind === 'node') {
      const firestore = spawn(join(BIN, 'tsx'), [join(ROOT, 'emulators', 'firestore-server.ts'), '--port', String(ports.firestore)], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(firestore);
      let ready = false;
      firestore.stdout?.on('data', (chunk: Buffer) => {
        log.write(chunk);
        if (chunk.toString().includes('firestore-emulator ready')) ready = true;
      });
      firestore.stderr?.pipe(log, { end: false });
      await waitFor('The Node Firestore emulator', async () => ready, 30_000, () =>
        firestore.exitCode !== null ? `it exited with code ${firestore.exitCode}. ${tail(logFile, 5)}` : null,
      );
    }

    if (wanted.has('functions')) ensureLocalSecrets();
    const workers = options.functionsWorkers ?? functionsWorkerCap();
    const only = [...wanted].filter((e) => !(e === 'firestore' && firestoreKind === 'node'));
    const config = localConfig(ports, wanted, offset ? `ports-${offset}` : 'local');
    const args = ['emulators:start', '--only', only.join(','), '--project', projectId, '--config', config];
    const firebase = spawn(join(BIN, 'firebase'), args, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...adminEnv,
        ...options.env,
        FUNCTIONS_EMULATOR_PARALLEL: String(workers),
        // The CLI must not stop to ask questions or look for updates on a machine with no internet.
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: 'true',
      },
    });
    children.push(firebase);
    firebase.stdout?.pipe(log, { end: false });
    firebase.stderr?.pipe(log, { end: false });
    const died = () => (firebase.exitCode !== null ? `firebase-tools exited with code ${firebase.exitCode}:\n${tail(logFile)}` : null);

    const base = (port: number) => `http://127.0.0.1:${port}`;
    const probes: Promise<void>[] = [];
    if (wanted.has('auth')) probes.push(waitFor('The Auth emulator', answers(base(ports.auth)), 60_000, died));
    if (firestoreKind === 'official') probes.push(waitFor('The Firestore emulator', answers(base(ports.firestore)), 90_000, died));
    if (wanted.has('storage')) probes.push(waitFor('The Storage emulator', answers(base(ports.storage), () => true), 90_000, died));
    const api = `${base(ports.functions)}/${projectId}/us-central1/api/api`;
    if (wanted.has('functions')) probes.push(waitFor('The Functions emulator', answers(`${api}/health`, (s) => s === 200), 90_000, died));
    if (wanted.has('hosting')) probes.push(waitFor('The Hosting emulator', answers(base(ports.hosting), (s) => s === 200), 60_000, died));
    if (wanted.has('tasks')) probes.push(waitFor('The Cloud Tasks emulator', answers(base(ports.tasks), () => true), 60_000, died));
    await Promise.all(probes);
    const warmWorkers = wanted.has('functions') && firebase.pid ? await warmFunctions(api, workers, firebase.pid, firestoreKind !== null) : 0;

    return {
      projectId,
      ports,
      firestoreKind,
      adminEnv,
      logFile,
      pids: children.map((child) => child.pid).filter((pid): pid is number => pid !== undefined),
      firestorePid: firestoreKind === 'node' ? (children[0]?.pid ?? null) : null,
      warmWorkers,
      url: (emulator) => base(ports[emulator]),
      stop,
    };
  } catch (error) {
    await stop();
    throw error instanceof StackError ? error : new StackError((error as Error).message);
  }
}
