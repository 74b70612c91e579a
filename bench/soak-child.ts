// The `soak` section's measurements, in a process of their own: the local stack started as
// `npm start` starts it (on ports shifted by 32000, so a developer's stack may run beside it),
// seeded with the demo data, and calls at a steady rate through its Hosting front door. Prints
// one JSON line: the figures.
//
// A run at each rate: reads (catalog pages, product pages, searches) and one booking a second,
// each booking by one of 60 accounts of the run, a new (buyer, machine) pair. One booking a second
// stays under the bookings' flood brake (120 a minute from one address, and every call here comes
// from one), which the stack keeps as it is. Calls are sent on the clock, whatever the answers
// (an open loop): a call's time runs from when it was due, so a queue shows in the figures.
//
// The fault run: the Firestore emulator paused (SIGSTOP, as a database out of reach: connections
// open, nothing answered) for 10 s in the middle, then resumed with its data (the Node emulator
// keeps it in memory: stopped for good, it would come back empty).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { functionsWorkers, processTree, residentMb } from '../emulators/process-tree.js';
import { seedDemoData } from '../emulators/seed.js';
import { seedProducts } from '../emulators/seed/data.js';
import { functionsWorkerCap, ROOT, startStack, type Stack } from '../emulators/stack.js';
import { percentile } from './report.js';

const RATES = (process.env.SOAK_RATES ?? '20,60').split(',').map(Number);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const FAULT = process.env.SOAK_FAULT !== 'off';
const FAULT_RATE = Number(process.env.SOAK_FAULT_RATE ?? 20);
/** The fault run: calls for this long, the database paused from `at` for `pause` of them (seconds). */
const FAULT_RUN = { seconds: 40, at: 15, pause: 10 };
const BUYERS = 60;
const WINDOW_MS = 10_000;
/** A call not answered in this long has hung: it counts as an unexpected answer (status 0). */
const HANG_MS = 20_000;

type Kind = 'catalog' | 'product' | 'search' | 'booking';
type Call = { kind: Kind; dueMs: number; ms: number; status: number; bookingId?: string; buyer?: number };
type Window = { fromS: number; calls: number; p50Ms: number; p99Ms: number; unexpected: number };
type Sample = { atS: number; workers: number; memoryMb: number };

export type SoakRun = {
  rate: number;
  seconds: number;
  calls: number;
  byKind: Record<Kind, number>;
  statuses: Record<string, number>;
  unexpected: number;
  windows: Window[];
  samples: Sample[];
  bookings: { answered201: number; inMyOrders: number };
};
export type FaultRun = {
  rate: number;
  pauseS: number;
  /** Calls due while the database was paused: their answers and the slowest. */
  during: { calls: number; statuses: Record<string, number>; slowestMs: number };
  /** Of the calls sent after the database came back, when the last answer not a 2xx within 250 ms arrived. */
  normalAfterS: number;
  unexpectedBefore: number;
  bookings: { tried: number; whole: number; absent: number; halfWritten: number; answered201: number; inMyOrders: number };
};
export type SoakFigures = { workersCap: number; warmWorkers: number; startSeconds: number; runs: SoakRun[]; fault: FaultRun | null };

const started = performance.now();
const stack: Stack = await startStack({
  emulators: ['auth', 'firestore', 'functions', 'tasks', 'hosting'],
  portOffset: 32_000,
  env: { LOCAL_UPLOADS_DIR: join(ROOT, 'emulators', 'data', 'uploads') },
});
/**
 * The Firestore emulator's processes: the Node one's (tsx and the server it runs), or the official
 * one's Java process under the emulators' CLI.
 */
const database = stack.firestorePid
  ? processTree([stack.firestorePid]).map((p) => p.pid)
  : processTree(stack.pids)
      .filter((p) => p.args.includes('cloud-firestore-emulator'))
      .map((p) => p.pid);
let paused = false;
const signalDatabase = (signal: 'SIGSTOP' | 'SIGCONT') => {
  for (const pid of database) process.kill(pid, signal);
  paused = signal === 'SIGSTOP';
};
const stop = async () => {
  if (paused) signalDatabase('SIGCONT');
  await stack.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().finally(() => process.exit(1)));

try {
  Object.assign(process.env, stack.adminEnv);
  const front = stack.url('hosting');
  await seedDemoData(front);
  const startSeconds = (performance.now() - started) / 1000;
  const { accounts } = await import('./fixtures.js');
  const { firestore } = await import('../functions/src/store/db.js');
  const { bookingId } = await import('../functions/src/store/bookings.js');

  const machines = seedProducts.filter((p) => !p.sold);
  const sizes = ['all', '20', '32', '40'];
  const words = ['diesel', 'kubota', 'pump', 'engine', 'petrol', 'honda'];

  /** The calls of a run at `rate` a second for `seconds`, as they are due. */
  function plan(rate: number, buyers: { token: string; uid: string }[]) {
    let reads = 0;
    let bookings = 0;
    return (i: number): { kind: Kind; path: string; init?: RequestInit; bookingId?: string; buyer?: number } => {
      if (i % rate === Math.floor(rate / 2)) {
        const b = bookings++;
        const buyer = b % buyers.length;
        const machine = machines[Math.floor(b / buyers.length) % machines.length]!;
        const body = JSON.stringify({ productId: machine._id, buyerNumber: '01812345678', buyerLocation: 'Rajshahi' });
        const init = { method: 'POST', body, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyers[buyer]!.token}` } };
        return { kind: 'booking', path: '/api/bookings', init, bookingId: bookingId(machine._id, buyers[buyer]!.uid), buyer };
      }
      const r = reads++;
      const token = { headers: { Authorization: `Bearer ${buyers[r % buyers.length]!.token}` } };
      if (r % 4 < 2) return { kind: 'catalog', path: `/api/products/${sizes[r % sizes.length]}`, init: token };
      if (r % 4 === 2) return { kind: 'product', path: `/api/product/${machines[r % machines.length]!._id}`, init: token };
      return { kind: 'search', path: `/api/products/all?q=${words[r % words.length]}`, init: token };
    };
  }

  /** Sends the plan's calls on the clock and samples the stack's processes every 5 s. */
  async function drive(rate: number, seconds: number, next: ReturnType<typeof plan>, during?: (elapsedMs: number) => void) {
    const calls: Promise<Call>[] = [];
    const samples: Sample[] = [];
    const t0 = performance.now();
    const total = rate * seconds;
    let lastSample = -Infinity;
    for (let i = 0; i < total; i++) {
      const dueMs = (i * 1000) / rate;
      const wait = t0 + dueMs - performance.now();
      if (wait > 0) await delay(wait);
      during?.(performance.now() - t0);
      if (dueMs - lastSample >= 5000) {
        lastSample = dueMs;
        const tree = processTree(stack.pids);
        samples.push({ atS: Math.round(dueMs / 1000), workers: functionsWorkers(tree), memoryMb: residentMb(tree) });
      }
      const call = next(i);
      calls.push(
        (async (): Promise<Call> => {
          let status = 0;
          try {
            const res = await fetch(`${front}${call.path}`, { ...call.init, signal: AbortSignal.timeout(HANG_MS) });
            await res.arrayBuffer();
            status = res.status;
          } catch {
            status = 0;
          }
          return { kind: call.kind, dueMs, ms: performance.now() - t0 - dueMs, status, bookingId: call.bookingId, buyer: call.buyer };
        })(),
      );
    }
    return { calls: await Promise.all(calls), samples };
  }

  const expected = (call: Call) => (call.kind === 'booking' ? call.status === 201 : call.status === 200);
  const count = (values: (string | number)[]) => {
    const out: Record<string, number> = {};
    for (const v of values) out[String(v)] = (out[String(v)] ?? 0) + 1;
    return out;
  };

  /** Every booking answered 201, looked for in its buyer's My Orders (the API, as the page asks). */
  async function inMyOrders(calls: Call[], buyers: { token: string; email: string }[]) {
    const made = calls.filter((c) => c.kind === 'booking' && c.status === 201);
    let found = 0;
    for (const buyer of new Set(made.map((c) => c.buyer!))) {
      const { email, token } = buyers[buyer]!;
      const res = await fetch(`${front}/api/mybooking?email=${encodeURIComponent(email)}&limit=50`, { headers: { Authorization: `Bearer ${token}` } });
      const ids = new Set(((await res.json()) as { data: { _id: string }[] }).data.map((b) => b._id));
      found += made.filter((c) => c.buyer === buyer && ids.has(c.bookingId!)).length;
    }
    return { answered201: made.length, inMyOrders: found };
  }

  const runs: SoakRun[] = [];
  for (const [n, rate] of RATES.entries()) {
    const buyers = await accounts('buyer', `soak${n}r${rate}b`, BUYERS);
    const { calls, samples } = await drive(rate, SECONDS, plan(rate, buyers));
    const windows: Window[] = [];
    for (let from = 0; from < SECONDS * 1000; from += WINDOW_MS) {
      const inWindow = calls.filter((c) => c.dueMs >= from && c.dueMs < from + WINDOW_MS);
      const times = inWindow
        .filter(expected)
        .map((c) => c.ms)
        .sort((a, b) => a - b);
      windows.push({ fromS: from / 1000, calls: inWindow.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), unexpected: inWindow.filter((c) => !expected(c)).length });
    }
    runs.push({
      rate,
      seconds: SECONDS,
      calls: calls.length,
      byKind: count(calls.map((c) => c.kind)) as Record<Kind, number>,
      statuses: count(calls.map((c) => c.status)),
      unexpected: calls.filter((c) => !expected(c)).length,
      windows,
      samples,
      bookings: await inMyOrders(calls, buyers),
    });
  }

  let fault: FaultRun | null = null;
  if (FAULT && database.length > 0) {
    const buyers = await accounts('buyer', `soakfault${FAULT_RATE}b`, BUYERS);
    const pauseAt = FAULT_RUN.at * 1000;
    const resumeAt = (FAULT_RUN.at + FAULT_RUN.pause) * 1000;
    let phase: 'before' | 'paused' | 'after' = 'before';
    const { calls } = await drive(FAULT_RATE, FAULT_RUN.seconds, plan(FAULT_RATE, buyers), (elapsed) => {
      if (phase === 'before' && elapsed >= pauseAt) {
        signalDatabase('SIGSTOP');
        phase = 'paused';
      } else if (phase === 'paused' && elapsed >= resumeAt) {
        signalDatabase('SIGCONT');
        phase = 'after';
      }
    });
    const during = calls.filter((c) => c.dueMs >= pauseAt && c.dueMs < resumeAt);
    // Calls sent once it is back (the last ones sent while it was away answer a little after).
    const abnormalAfter = calls.filter((c) => c.dueMs >= resumeAt && (!expected(c) || c.ms > 250));
    // Each booking tried, answered or not, is in the database whole (with the seller's notice,
    // written in the same batch) or not at all.
    const tried = calls.filter((c) => c.kind === 'booking');
    let whole = 0;
    let absent = 0;
    for (const call of tried) {
      const booking = await firestore().collection('bookings').doc(call.bookingId!).get();
      const notices = await firestore().collection('notifications').where('bookingId', '==', call.bookingId!).where('kind', '==', 'request-received').get();
      if (booking.exists && notices.size === 1) whole += 1;
      else if (!booking.exists && notices.empty) absent += 1;
    }
    fault = {
      rate: FAULT_RATE,
      pauseS: FAULT_RUN.pause,
      during: { calls: during.length, statuses: count(during.map((c) => c.status)), slowestMs: Math.max(...during.map((c) => c.ms)) },
      normalAfterS: abnormalAfter.length ? Math.max(...abnormalAfter.map((c) => c.dueMs + c.ms - resumeAt)) / 1000 : 0,
      unexpectedBefore: calls.filter((c) => c.dueMs + c.ms < pauseAt && !expected(c)).length,
      bookings: { tried: tried.length, whole, absent, halfWritten: tried.length - whole - absent, ...(await inMyOrders(calls, buyers)) },
    };
  }

  const figures: SoakFigures = { workersCap: functionsWorkerCap(), warmWorkers: stack.warmWorkers, startSeconds, runs, fault };
  console.log(JSON.stringify(figures));
} finally {
  await stop();
}
process.exit(0);
