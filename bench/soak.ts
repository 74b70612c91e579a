// The `soak` section: the local stack (`npm start`'s, on shifted ports) under a steady load of
// mixed reads and bookings through its Hosting front door, at 20 and at 60 calls a second, and a
// run with the Firestore emulator paused for 10 s. The measuring runs in a process of its own
// (soak-child.ts), which starts and stops the stack.
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { run } from './processes.js';
import { line, ms, type Line } from './report.js';
import type { SoakFigures, SoakRun } from './soak-child.js';

const SECTION = 'Soak';
/** The p99 of every 10-second window at the top rate. */
const P99_BUDGET_MS = 250;
/** The last window's p99 against the first's: the stack does not slow down as it runs. */
const DRIFT = 1.5;
/** A call while the database is away answers within this (a 503), never hangs. */
const OUTAGE_ANSWER_MS = 5000;
/** Answers are normal again this long after the database is back. */
const RECOVERY_S = 5;

const n = (x: number) => x.toLocaleString('en-US');

function runLines(r: SoakRun, top: boolean): Line[] {
  const first = r.windows[0]!;
  const last = r.windows.at(-1)!;
  const p99s = r.windows.map((w) => Math.round(w.p99Ms));
  const p50s = r.windows.map((w) => Math.round(w.p50Ms));
  const within = !top || r.windows.every((w) => w.p99Ms <= P99_BUDGET_MS);
  const steady = last.p99Ms <= DRIFT * first.p99Ms;
  const workers = Math.max(...r.samples.map((s) => s.workers));
  const memory = Math.max(...r.samples.map((s) => s.memoryMb));
  const others = Object.entries(r.statuses)
    .filter(([status]) => status !== '200' && status !== '201')
    .map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`);
  return [
    line(
      SECTION,
      `${r.rate} calls/s for ${r.seconds} s (${n(r.calls)} calls: ${r.byKind.catalog} catalog, ${r.byKind.product} product, ${r.byKind.search} search, ${r.byKind.booking} bookings)`,
      `p99 by 10 s: ${p99s.join(', ')} ms; p50 ${p50s.join(', ')} ms; ${r.unexpected} unexpected${others.length ? ` (${others.join(', ')})` : ''}; ${workers} workers, ${n(memory)} MB`,
      `0 unexpected;${top ? ` p99 ≤ ${P99_BUDGET_MS} ms;` : ''} last p99 ≤ ${DRIFT}× first`,
      r.unexpected === 0 && within && steady,
      r,
    ),
    line(SECTION, `… every booking answered 201 is in its buyer's My Orders`, `${r.bookings.inMyOrders} of ${r.bookings.answered201}`, 'all', r.bookings.answered201 > 0 && r.bookings.inMyOrders === r.bookings.answered201),
  ];
}

/**
 * What the bench sets for its own sections (lifted brakes, a long Firestore deadline, the address
 * of its emulators): the soak's stack runs as `npm start`'s does, without any of it.
 */
const BENCH_ONLY = ['RATE_LIMIT_PER_MINUTE', 'ACCOUNT_WRITES_PER_MINUTE', 'FIRESTORE_DEADLINE_MS', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'GCLOUD_PROJECT'];

export async function measureSoak(): Promise<{ lines: Line[]; details: SoakFigures }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !BENCH_ONLY.includes(name)));
  const done = await run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'bench', 'soak-child.ts')], { cwd: ROOT, env, timeoutMs: 20 * 60_000, what: 'the soak', echoErr: true });
  const last = done.stdout.trim().split('\n').at(-1) ?? '';
  if (done.code !== 0 || !last.startsWith('{')) throw new Error(`the soak failed (exit ${done.code}): ${done.stderr.slice(-400)}`);
  const f = JSON.parse(last) as SoakFigures;
  const top = Math.max(...f.runs.map((r) => r.rate));
  const lines: Line[] = [
    line(SECTION, 'The stack started, seeded and its Functions workers warm', `${f.startSeconds.toFixed(1)} s; ${f.warmWorkers} workers started of ${f.workersCap} allowed`, `all ${f.workersCap} started`, f.warmWorkers >= f.workersCap),
  ];
  for (const r of f.runs) lines.push(...runLines(r, r.rate === top));
  const fault = f.fault;
  if (!fault) lines.push(line(SECTION, 'Firestore paused 10 s', 'not run: no Firestore emulator process found to pause', 'run', false));
  if (fault) {
    const statuses = Object.entries(fault.during.statuses).map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`);
    lines.push(
      line(
        SECTION,
        `Firestore paused ${fault.pauseS} s at ${fault.rate} calls/s: the calls meanwhile`,
        `${statuses.join(', ')}; the slowest ${ms(fault.during.slowestMs)}; ${fault.unexpectedBefore} unexpected before`,
        `each a 503 (or its answer) within ${OUTAGE_ANSWER_MS / 1000} s, none hangs`,
        fault.during.calls > 0 &&
          fault.during.slowestMs <= OUTAGE_ANSWER_MS &&
          Object.keys(fault.during.statuses).every((status) => ['200', '201', '503'].includes(status)) &&
          fault.unexpectedBefore === 0,
        fault,
      ),
      line(SECTION, `… calls sent after it is back: normal again (2xx within 250 ms)`, `${fault.normalAfterS.toFixed(1)} s`, `≤ ${RECOVERY_S} s`, fault.normalAfterS <= RECOVERY_S),
      line(
        SECTION,
        `… every booking tried is whole or absent; each 201 in My Orders`,
        `${fault.bookings.whole} whole, ${fault.bookings.absent} absent, ${fault.bookings.halfWritten} half-written of ${fault.bookings.tried}; ${fault.bookings.inMyOrders} of ${fault.bookings.answered201} in My Orders`,
        '0 half-written; all',
        fault.bookings.halfWritten === 0 && fault.bookings.inMyOrders === fault.bookings.answered201,
      ),
    );
  }
  return { lines, details: f };
}
