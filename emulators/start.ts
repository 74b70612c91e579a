// `npm start`: the whole marketplace on this machine, offline. Builds the function and the web
// app, starts the Auth, Functions and Hosting emulators and a Firestore emulator, seeds the demo
// data and waits for Ctrl-C. `npm run emulators:full` runs the official suite instead
// (Firestore and Storage included), for machines with Java 21 and internet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, seedDemoData, seedUsers } from './seed.js';
import { ROOT, StackError, startStack, whyNodeFirestore, type Emulator, type Stack } from './stack.js';

const full = process.argv.includes('--full');
const skipBuild = process.argv.includes('--no-build');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

function fail(message: string): never {
  console.error(`\n✖ Could not start the marketplace: ${message}\n`);
  process.exit(1);
}

function build() {
  console.log('Building the function and the web app…');
  // Under the full suite pictures go to the Storage emulator; otherwise to the API's local upload route.
  const webEnv = full ? { VITE_STORAGE_MODE: 'firebase', VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' } : {};
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...webEnv } });
  if (result.status !== 0) fail('the build failed (see above). Fix it, or run `npm install` first if packages are missing.');
}

function checkBuildOutputs() {
  const missing = [join('functions', 'lib', 'index.js'), join('web', 'dist', 'index.html')].filter((f) => !existsSync(join(ROOT, f)));
  if (missing.length) fail(`missing build output ${missing.join(', ')}. Run \`npm run build\` (or start without --no-build).`);
}

if (!skipBuild) build();
checkBuildOutputs();

// The Tasks emulator runs the `work` queue: the work the API's changes owe (telling watchers,
// alerts, account removals) is done by the `work` function, as on a real project.
const emulators: Emulator[] = full ? ['auth', 'firestore', 'storage', 'functions', 'tasks', 'hosting'] : ['auth', 'firestore', 'functions', 'tasks', 'hosting'];
console.log(`Starting the emulators (${emulators.join(', ')})…`);
let stack: Stack;
try {
  stack = await startStack({
    emulators,
    firestore: full ? 'official' : 'auto',
    env: { LOCAL_UPLOADS_DIR: join(ROOT, 'emulators', 'data', 'uploads') },
  });
} catch (error) {
  fail(error instanceof StackError ? error.message : String(error));
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received: stopping the emulators…`);
  await stack.stop();
  console.log('Stopped. Every port is free again.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('Ctrl-C'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

Object.assign(process.env, stack.adminEnv);
try {
  const seeded = await seedDemoData(stack.url('hosting'));
  console.log(`Seeded ${seeded.categories} categories, ${seeded.products} products, ${seeded.users} accounts and ${seeded.bookings} bookings.`);
} catch (error) {
  await stack.stop();
  fail(`seeding the demo data failed: ${(error as Error).message}`);
}

const firestoreLine =
  stack.firestoreKind === 'official'
    ? `the official Firestore emulator (Java) on port ${stack.ports.firestore}`
    : `the Node Firestore emulator (@firestore-emulator/server) on port ${stack.ports.firestore}, because ${whyNodeFirestore()}; data is in memory and re-seeded at every start`;
const width = Math.max(...seedUsers.map((u) => u.email.length));
console.log(`
Machinery Market is ready in ${seconds()} s

  Open    http://127.0.0.1:${stack.ports.hosting}
  API     http://127.0.0.1:${stack.ports.hosting}/api/productsCategory
  Firestore: ${firestoreLine}
  Functions emulator: ${stack.warmWorkers} workers started, at most that many calls at once (FUNCTIONS_WORKERS)
  Auth emulator on port ${stack.ports.auth}; Cloud Tasks emulator (the work queue) on port ${stack.ports.tasks}
  Emulator output in ${stack.logFile}

Demo accounts (password ${DEMO_PASSWORD}):
${seedUsers.map((u) => `  ${u.email.padEnd(width)}  ${u.role}${u.sellerVerify || u.adminVerify ? ', verified' : ''}`).join('\n')}

Press Ctrl-C to stop.`);

// A real project runs the sweep of unfinished work on a schedule (the `sweepWork` function); the
// Functions emulator runs no schedules, so this launcher runs the same sweep every minute.
const { sweepWork } = await import('../functions/src/domain/work/run.js');
setInterval(() => {
  if (!stopping) sweepWork().catch((error: unknown) => console.error(`The sweep of unfinished work failed: ${(error as Error).message}`));
}, 60_000).unref();
