// Section 4: cold start. A fresh Node process imports the built function module
// (functions/lib/app.js), listens and answers its first GET /api/productsCategory from the
// emulators; the median of a few runs counts.
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { run } from './processes.js';
import { line, ms, type Line } from './report.js';

const SECTION = 'Cold start';
export const COLD_START_BUDGET_MS = 500;

type Timing = { status: number; importMs: number; listenMs: number; firstRequestMs: number; importToAnswerMs: number; processStartToAnswerMs: number };

const median = (values: number[]) => {
  const s = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function measureColdStart(adminEnv: Record<string, string>, runs = 5): Promise<{ lines: Line[]; details: Record<string, unknown> }> {
  const module = join(ROOT, 'functions', 'lib', 'app.js');
  const timings: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const done = await run(process.execPath, [join(ROOT, 'bench', 'cold-start-child.mjs'), module], {
      cwd: join(ROOT, 'functions'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...adminEnv },
      timeoutMs: 60_000,
      what: 'a cold start',
    });
    const last = done.stdout.trim().split('\n').pop() ?? '';
    if (done.code !== 0 || !last.startsWith('{')) throw new Error(`the cold start process failed (code ${done.code}): ${done.stderr.slice(-300)}`);
    const timing = JSON.parse(last) as Timing;
    if (timing.status !== 200) throw new Error(`the first request answered HTTP ${timing.status}`);
    timings.push(timing);
  }
  const m = (key: keyof Timing) => median(timings.map((t) => t[key]));
  const total = m('importToAnswerMs');
  const details = {
    runs,
    module: 'functions/lib/app.js',
    firstRequest: 'GET /api/productsCategory',
    median: { importMs: m('importMs'), listenMs: m('listenMs'), firstRequestMs: m('firstRequestMs'), importToAnswerMs: total, processStartToAnswerMs: m('processStartToAnswerMs') },
    runsMs: timings,
  };
  return {
    lines: [
      line(SECTION, `Import → first answered request (median of ${runs})`, `${ms(total)} (runs: ${timings.map((t) => Math.round(t.importToAnswerMs)).join(', ')})`, `≤ ${COLD_START_BUDGET_MS} ms`, total <= COLD_START_BUDGET_MS, details.median),
      line(
        SECTION,
        'Of which (medians)',
        `import ${ms(m('importMs'))} · listen ${ms(m('listenMs'))} · first GET /api/productsCategory ${ms(m('firstRequestMs'))}; with Node's own start ${ms(m('processStartToAnswerMs'))}`,
        '',
        null,
      ),
    ],
    details,
  };
}
