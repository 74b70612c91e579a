// The benchmark's one table and its JSON twin: every line is a figure, its budget and a verdict.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, type as osType, release } from 'node:os';
import { dirname } from 'node:path';

/** OK / OVER against a budget; INFO has no budget; ERROR: the figure could not be measured. */
export type Status = 'OK' | 'OVER' | 'INFO' | 'ERROR';

export type Line = {
  section: string;
  name: string;
  /** The figure as printed. */
  value: string;
  /** The budget as printed ('' for INFO lines). */
  budget: string;
  status: Status;
  /** The same figure as numbers, for the JSON. */
  data?: Record<string, unknown>;
};

export const line = (section: string, name: string, value: string, budget: string, ok: boolean | null, data?: Record<string, unknown>): Line => ({
  section,
  name,
  value,
  budget,
  status: ok === null ? 'INFO' : ok ? 'OK' : 'OVER',
  data,
});

export const errorLine = (section: string, name: string, error: unknown): Line => ({
  section,
  name,
  value: `not measured: ${((error as Error)?.message ?? String(error)).split('\n')[0]}`.slice(0, 160),
  budget: '',
  status: 'ERROR',
});

/** The p-th percentile of `sorted` (ascending), nearest rank; NaN when there is nothing. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (v: number) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function machine() {
  const list = cpus();
  return {
    cores: list.length,
    cpu: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
  };
}

function wrap(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > width / 2 ? cut : width;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** The table as text: section, measure, figure, budget, verdict; long cells wrap. */
export function formatTable(lines: Line[]): string {
  const head = ['Section', 'Measure', 'Figure', 'Budget', 'Status'];
  const limits = [12, 46, 58, 26, 6];
  const rows = lines.map((l) => [l.section, l.name, l.value, l.budget, l.status]);
  const widths = head.map((h, i) => Math.min(limits[i]!, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const render = (cells: string[]) => {
    const wrapped = cells.map((c, i) => wrap(c, widths[i]!));
    const height = Math.max(...wrapped.map((w) => w.length));
    const out: string[] = [];
    for (let k = 0; k < height; k++) out.push(`| ${wrapped.map((w, i) => (w[k] ?? '').padEnd(widths[i]!)).join(' | ')} |`);
    return out.join('\n');
  };
  const body: string[] = [];
  let previous = '';
  for (const row of rows) {
    if (row[0] !== previous && body.length) body.push(rule);
    previous = row[0]!;
    body.push(render(row));
  }
  return [rule, render(head), rule, ...body, rule].join('\n');
}

export type Results = {
  date: string;
  machine: ReturnType<typeof machine>;
  elapsedSeconds: number;
  options: Record<string, unknown>;
  lines: Line[];
  notes: string[];
  details: Record<string, unknown>;
};

export function writeResults(file: string, results: Results) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
