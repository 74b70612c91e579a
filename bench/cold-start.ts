// Section 4: cold start. A fresh Node process imports the built function module
// (functions/lib/app.js), listens and answers its first GET /api/productsCategory from the
// emulators; the median of a few runs counts. Beside each, a fresh process does only what no
// code of ours can avoid (cold-start-floor.mjs: firebase-admin's Firestore client loaded and
// asked for the same categories), so the line says how much of the time is the API's own.
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { run } from './processes.js';
import { line, ms, type Line } from './report.js';

const SECTION = 'Cold start';
export const COLD_START_BUDGET_MS = 400;

type Timing = { status: number; importMs: number; listenMs: number; firstRequestMs: number; importToAnswerMs: number; processStartToAnswerMs: number };

const median = (values: number[]) => {
  const s = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function coldStart(args: string[], env: Record<string, string>, what: string): Promise<Timing> {
  const done = await run(process.execPath, args, {
    cwd: join(ROOT, 'functions'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    timeoutMs: 60_000,
    what,
  });
  const last = done.stdout.trim().split('\n').pop() ?? '';
  if (done.code !== 0 || !last.startsWith('{')) throw new Error(`${what} failed (code ${done.code}): ${done.stderr.slice(-300)}`);
  const timing = JSON.parse(last) as Timing;
  if (timing.status !== 200) throw new Error(`${what}: the first request answered HTTP ${timing.status}`);
  return timing;
}

export async function measureColdStart(adminEnv: Record<string, string>, runs = 5): Promise<{ lines: Line[]; details: Record<string, unknown> }> {
  const module = join(ROOT, 'functions', 'lib', 'app.js');
  const timings: Timing[] = [];
  const floors: Timing[] = [];
  // In turns, so a busy moment of this shared machine weighs on both alike.
  for (let i = 0; i < runs; i++) {
    timings.push(await coldStart([join(ROOT, 'bench', 'cold-start-child.mjs'), module], adminEnv, 'a cold start'));
    floors.push(await coldStart([join(ROOT, 'bench', 'cold-start-floor.mjs')], adminEnv, 'a cold start of the Firestore client alone'));
  }
  const m = (list: Timing[], key: keyof Timing) => median(list.map((t) => t[key]));
  const total = m(timings, 'importToAnswerMs');
  const floor = m(floors, 'importToAnswerMs');
  const details = {
    runs,
    module: 'functions/lib/app.js',
    firstRequest: 'GET /api/productsCategory',
    median: {
      importMs: m(timings, 'importMs'),
      listenMs: m(timings, 'listenMs'),
      firstRequestMs: m(timings, 'firstRequestMs'),
      importToAnswerMs: total,
      processStartToAnswerMs: m(timings, 'processStartToAnswerMs'),
    },
    runsMs: timings,
    firestoreClientAlone: { median: { importMs: m(floors, 'importMs'), firstQueryMs: m(floors, 'firstRequestMs'), importToAnswerMs: floor }, runsMs: floors },
  };
  const list = (values: Timing[]) => values.map((t) => Math.round(t.importToAnswerMs)).join(', ');
  return {
    lines: [
      line(SECTION, `Import → first answered request (median of ${runs})`, `${ms(total)} (runs: ${list(timings)})`, `≤ ${COLD_START_BUDGET_MS} ms`, total <= COLD_START_BUDGET_MS, details.median),
      line(
        SECTION,
        'Of which (medians)',
        `import ${ms(m(timings, 'importMs'))} · listen ${ms(m(timings, 'listenMs'))} · first GET /api/productsCategory ${ms(m(timings, 'firstRequestMs'))}; with Node's own start ${ms(m(timings, 'processStartToAnswerMs'))}`,
        '',
        null,
      ),
      line(
        SECTION,
        'The Firestore client alone (firebase-admin, the same first query; median, in turns with the above)',
        `${ms(floor)} (runs: ${list(floors)}; import ${ms(m(floors, 'importMs'))} · first query ${ms(m(floors, 'firstRequestMs'))}): the API's own share is ${ms(total - floor)}`,
        '',
        null,
        details.firestoreClientAlone.median,
      ),
    ],
    details,
  };
}
