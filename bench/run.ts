// `npm run bench`: the marketplace's performance figures, each against its budget.
//
//   npm run bench                                  all sections (about 30 minutes on 2 cores)
//   npm run bench -- --only firestore,api          some sections: firestore, api, web, lighthouse, interactions, cold, scale, soak
//   npm run bench -- --only scale --watchers 1000,10000   smaller worlds for the scale section
//   npm run bench -- --seconds 5                   shorter load runs (default 10 s per endpoint)
//   npm run bench -- --only lighthouse --lighthouse-screens /dashboard,/dashboard/account   some signed-in screens alone
//   npm run bench -- --only lighthouse --lighthouse-screens public     the home and category pages alone
//   npm run bench -- --sizes 100,1000              other catalog sizes for the Firestore section
//
// Sections 1, 2 and 4 run on their own Auth and Firestore emulators (ports +31000) with the API
// app in this process; section 3 builds the web app if needed and runs Lighthouse, then the
// phone journeys of bench/interactions.ts, against the
// full local stack (`npm start`), so nothing else may hold its ports meanwhile. The soak section
// starts `npm start`'s stack on ports +32000 in a process of its own, last. Everything
// started here is stopped at the end, on failure and on Ctrl-C. Results: one table on stdout,
// the same figures in bench/results/latest.json.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startStack } from '../emulators/stack.js';
import type { BuildInfo } from './builds.js';
import type { PageReads } from './firestore-cost.js';
import { cleanupAll, onCleanup, withTimeout } from './processes.js';
import { errorLine, formatTable, machine, writeResults, type Line } from './report.js';

const SECTIONS = ['firestore', 'api', 'web', 'lighthouse', 'interactions', 'cold', 'scale', 'soak'] as const;
type Section = (typeof SECTIONS)[number];

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    sizes: { type: 'string', default: '100,1000,10000' },
    'cold-runs': { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'lighthouse-screens': { type: 'string' },
    watchers: { type: 'string', default: '1000,10000,50000' },
    searches: { type: 'string', default: '10000,100000' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results', 'latest.json') },
  },
});
const only = new Set((flags.only ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
for (const s of only) if (!SECTIONS.includes(s as Section)) throw new Error(`Unknown section "${s}": use ${SECTIONS.join(', ')}`);
const wants = (s: Section) => only.has(s);
/** Sections that drive a browser against the full local stack. */
const browser = wants('lighthouse') || wants('interactions');
const seconds = Number(flags.seconds);
const sizes = flags.sizes.split(',').map(Number).sort((a, b) => a - b);
/** The catalog size at which section 2 runs (see the note below). */
const API_CATALOG = 1000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (text: string) => process.stdout.write(`[${elapsed().padStart(5)}] ${text}\n`);
const lines: Line[] = [];
const notes: string[] = [];
const details: Record<string, unknown> = {};

// The API reads these when its modules load: set them before any functions/src import.
// A bench request is one client address, so the per-address flood brake on POST /bookings
// (120 a minute) would answer 429s, and a few accounts write hundreds of times a second, past the
// per-account brake (120 a minute): both are lifted for the benchmark. The Node emulator takes
// seconds for a batch of new documents into a large collection: the deadline is raised too.
process.env.RATE_LIMIT_PER_MINUTE = '1000000000';
process.env.ACCOUNT_WRITES_PER_MINUTE = '1000000000';
process.env.FIRESTORE_DEADLINE_MS = '120000';

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping everything the benchmark started…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

async function section(name: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    console.error(`  ${name} failed: ${(error as Error).stack ?? error}`);
    lines.push(errorLine(name, name, error));
  }
}

type Background = {
  /** The builds sections 3 and 4 need, once (started early, awaited where needed). */
  builds: () => Promise<BuildInfo[]>;
  /** The full local stack for Lighthouse, started after the builds (its stop function). */
  fullStack: () => Promise<() => Promise<void>>;
};

async function emulatorSections(background: Background) {
  say('Starting the Auth and Firestore emulators (ports +31000)…');
  const starting = startStack({ emulators: ['auth', 'firestore'], portOffset: 31_000, projectId: 'demo-machinery-bench' });
  // Registered before they are up: a Ctrl-C during the start still stops them once started.
  const stopStack = onCleanup('the emulators', async () => (await starting.catch(() => null))?.stop());
  const stack = await withTimeout(starting, 180_000, 'the emulators');
  Object.assign(process.env, stack.adminEnv);
  notes.push(
    `Firestore: ${stack.firestoreKind === 'official' ? 'the official emulator (Java)' : 'the Node emulator (@firestore-emulator/server), as Java 21 is not here'}; Auth: the firebase-tools emulator.`,
  );
  details.firestoreEmulator = stack.firestoreKind;

  const { createApp } = await import('../functions/src/app.js');
  const server: Server = await new Promise((resolve) => {
    const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
  });
  const stopServer = onCleanup('the API', () => new Promise<void>((resolve) => server.close(() => resolve())));
  server.keepAliveTimeout = 60_000;
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  try {
    if (wants('firestore') || wants('api')) {
      const cost = await import('./firestore-cost.js');
      const world = await cost.prepareCostWorld(api);
      const steps = wants('firestore') ? [...new Set([...sizes, ...(wants('api') ? [API_CATALOG] : [])])].sort((a, b) => a - b) : [API_CATALOG];
      const bySize = new Map<number, PageReads[]>();
      const seeding: Record<number, number> = {};
      for (const size of steps) {
        // Seeding a large catalog keeps the Node emulator busy for minutes and measures nothing:
        // the builds of sections 3 and 4, and the start of the local stack for Lighthouse, run meanwhile.
        if (size > API_CATALOG) {
          void background.builds();
          if (browser) void background.fullStack().catch(() => undefined);
        }
        say(`Seeding the catalog to ${size.toLocaleString('en-US')} products…`);
        const t = Date.now();
        await cost.growCatalog(world, size);
        seeding[size] = (Date.now() - t) / 1000;
        say(`  seeded in ${seeding[size]!.toFixed(1)} s (${world.bookings} bookings of the measured buyer)`);
        if (wants('firestore') && sizes.includes(size)) {
          bySize.set(size, await cost.measureReads(world));
        }
        if (wants('api') && size === API_CATALOG) {
          await section('API speed', async () => {
            say(`API speed at ${size.toLocaleString('en-US')} products (${seconds} s per side and endpoint)…`);
            const { measureApiSpeed } = await import('./api-speed.js');
            const speed = await measureApiSpeed({ api, catalog: size, seconds, seller: world.seller });
            lines.push(...speed.lines);
            details.api = speed.details;
          });
        }
      }
      if (wants('firestore')) {
        lines.unshift(...cost.costLines(bySize));
        details.firestore = { seedingSeconds: seeding, readsByCatalogSize: Object.fromEntries(bySize) };
      }
    }
    if (wants('cold')) {
      await section('Cold start', async () => {
        // The first request reads the categories: there must be some.
        if (!wants('firestore') && !wants('api')) await (await import('./fixtures.js')).seedCategoryList();
        await background.builds();
        // A local stack still starting would disturb the timings: wait until it is up (and idle).
        if (browser) await background.fullStack().catch(() => undefined);
        say('Cold starts of functions/lib/app.js…');
        const { measureColdStart } = await import('./cold-start.js');
        const cold = await measureColdStart(stack.adminEnv, Number(flags['cold-runs']));
        lines.push(...cold.lines);
        details.coldStart = cold.details;
      });
    }
    if (wants('scale')) {
      await section('Scale', async () => {
        say(`Scale: watchers ${flags.watchers}, saved searches ${flags.searches} (a Firestore of its own; several minutes)…`);
        const { measureScale } = await import('./scale.js');
        const scale = await measureScale(stack.adminEnv, { SCALE_WATCHERS: flags.watchers, SCALE_SEARCHES: flags.searches });
        lines.push(...scale.lines);
        details.scale = scale.details;
      });
    }
  } finally {
    await stopServer();
    say('Stopping the emulators…');
    await stopStack();
  }
}

async function main() {
  say(`Sections: ${[...only].join(', ')} on ${machine().cores} cores`);
  const { ensureBuilt } = await import('./builds.js');
  let building: Promise<BuildInfo[]> | undefined;
  let stack: Promise<() => Promise<void>> | undefined;
  const background: Background = {
    builds: () =>
      (building ??= (async () => {
        const out: BuildInfo[] = [];
        if (wants('cold') || browser || wants('soak')) out.push(await ensureBuilt('functions'));
        if (wants('web') || browser || wants('soak')) out.push(await ensureBuilt('web'));
        for (const b of out) say(`  build: ${b.note}`);
        return out;
      })()),
    fullStack: () =>
      (stack ??= (async () => {
        await background.builds();
        say('Starting the local stack for the browser (npm start -- --no-build)…');
        const { fullStackPid, startFullStack } = await import('./lighthouse.js');
        const { yieldCores } = await import('./stack-cpu.js');
        const stop = await startFullStack();
        // The stack stands in for Google's servers: its work yields the 2 cores to the phone's
        // browser (Lighthouse's and the interactions' alike), as another machine's would.
        say(`  the local stack is ready; its ${yieldCores(fullStackPid()!)} processes yield the cores to the browser (nice 19)`);
        return stop;
      })()),
  };

  if (wants('firestore') || wants('api') || wants('cold') || wants('scale')) {
    await section('Emulators', () => emulatorSections(background));
  }
  if (wants('web') || wants('lighthouse') || wants('interactions') || wants('cold')) {
    const builds = await background.builds();
    details.builds = builds;
    for (const b of builds) if (b.action === 'failed') notes.push(b.note);
  }
  if (wants('web')) {
    await section('Web weight', async () => {
      say('Web weight (gzip -9 of every chunk)…');
      const { measureWebWeight } = await import('./web-weight.js');
      const weight = measureWebWeight();
      lines.push(...weight.lines);
      details.webWeight = weight.details;
    });
  }
  if (wants('lighthouse')) {
    await section('Lighthouse', async () => {
      const { measureLighthouse } = await import('./lighthouse.js');
      const publicOnly = flags['lighthouse-screens'] === 'public';
      const screens = publicOnly ? undefined : flags['lighthouse-screens']?.split(',').map((path) => path.trim());
      const lh = await measureLighthouse(background.fullStack(), Number(flags['lighthouse-runs']), undefined, screens, publicOnly);
      lines.push(...lh.lines);
      notes.push(...lh.notes);
      details.lighthouse = lh.details;
      if (publicOnly) return;
      say('  three dashboard tabs with the throttling applied, 5 cold loads each…');
      const { measureTabContent } = await import('./tab-content.js');
      const content = await measureTabContent();
      lines.push(...content.lines);
      details.tabContent = content.details;
    });
  }
  // After Lighthouse: the journeys book and sell machines, which the pages measured there show.
  if (wants('interactions')) {
    await section('Interactions', async () => {
      await background.fullStack();
      say('Interactions: each press on a phone (4× CPU slowdown), three journeys, 5 runs each…');
      const { measureInteractions } = await import('./interactions.js');
      const inp = await measureInteractions();
      lines.push(...inp.lines);
      details.interactions = inp.details;
    });
  }
  if (stack) await (await stack.catch(() => null))?.();
  // Last, alone on the machine: the local stack under a steady load, and with its database paused.
  if (wants('soak')) {
    await section('Soak', async () => {
      await background.builds();
      say('Soak: the local stack at 20 and 60 calls a second for 60 s each, then Firestore paused for 10 s (about 5 minutes)…');
      const { measureSoak } = await import('./soak.js');
      const soak = await measureSoak();
      lines.push(...soak.lines);
      details.soak = soak.details;
    });
  }
}

try {
  await main();
} finally {
  await cleanupAll();
}

if (wants('api')) {
  notes.push(
    `API speed: bench/load.ts (${seconds} s, 20 keep-alive connections) in its own process against the API app in this process; the raw firebase-admin calls in a loop of 20 workers in this process (${seconds} s), the two in turns of a quarter each (raw, API, API, raw, …), at ${API_CATALOG.toLocaleString('en-US')} products. The raw calls do the API's Firestore work (a signed-in call's session read included, beside the route's own reads as the API does it) and take each document's fields, as answering needs. The flood brake on POST /bookings (120 a minute per address) is lifted; every booking is a new (buyer, product) pair, so each should answer 201 (any other status is listed on its line). PATCH /products/{id} is the catalog seller changing the price of their listings in turn (each a new price, added to the history). Each accept takes a request of its own, on a machine of its own with no other request (the raw loop's and the API run's apart), prepared in bulk before each part of the line (as many as the last pace of that side says it may take, and half as many again) and removed after it; a request accepted twice would answer 409.`,
  );
}
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  elapsedSeconds: Math.round((Date.now() - started) / 1000),
  options: { only: [...only], seconds, sizes, apiCatalog: API_CATALOG },
  lines,
  notes,
  details,
};
writeResults(flags.out, results);
console.log(`\n${formatTable(lines)}`);
for (const note of notes) console.log(`  · ${note}`);
const over = lines.filter((l) => l.status === 'OVER' || l.status === 'ERROR');
console.log(`\n${lines.filter((l) => l.status === 'OK').length} OK, ${over.length} OVER or not measured; ${machine().cores} cores; elapsed ${elapsed()}.`);
console.log(`Written to ${flags.out}`);
process.exit(0);
