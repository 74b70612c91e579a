// The `scale` section: what calls cost when the marketplace is big (a machine watched by 50,000
// people, 100,000 saved searches, a seller with 2,000 listings), and how fast the work they owe
// drains. The measuring runs in a process of its own (scale-child.ts), with a Firestore of its own.
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { run } from './processes.js';
import { line, ms, type Line } from './report.js';

const SECTION = 'Scale';
/** A call with many watchers or saved searches may take this much longer than with none (p50 of 11). */
const LATENCY_BUDGET = 1.25;

type Drain = { seconds: number; writes: number; perSecond: number };
type Figures = {
  unwatchedDrop: { reads: number; writes: number; status: number };
  priceChanges: { watchers: number; p50Ms: number; unwatchedP50Ms: number; reads: number; writes: number; status: number; drain: Drain; told: number; distinct: number }[];
  killedDrain: { watchers: number; pagesAtKill: number; noticesAtKill: number; told: number; distinct: number };
  creates: { searches: number; p50Ms: number; reads: number; writes: number; status: number; drain: Drain; told: number }[];
  deletion: { requests: number; ms: number; reads: number; writes: number; status: number; drain: Drain; withdrawn: number; told: number };
  removal: { listings: number; bookings: number; ms: number; reads: number; writes: number; status: number; productPageAtOnce: number; drain: Drain; listingsLeft: number; bookingsLeft: number; totalsDropped: number };
  parallelCreates: { creates: number; created: number; seconds: number; totalsMoved: number; listingsMoved: number; totalIsCount: boolean };
  insights: { listings: number; guide: Read; guideByMake: Read; listing: Read; seller: Read; comparable: number; expectedComparable: number };
};
type Read = { p50Ms: number; reads: number; status: number };

const n = (x: number) => x.toLocaleString('en-US');
const drained = (d: Drain) => `${d.seconds.toFixed(1)} s, ${n(d.writes)} writes (${n(Math.round(d.perSecond))}/s)`;

export async function measureScale(adminEnv: Record<string, string>, sizes: Record<string, string>): Promise<{ lines: Line[]; details: Figures }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...adminEnv, ...sizes };
  delete env.FIRESTORE_EMULATOR_HOST;
  const done = await run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'bench', 'scale-child.ts')], { cwd: ROOT, env, timeoutMs: 60 * 60_000, what: 'the scale measurements', echoErr: true });
  const last = done.stdout.trim().split('\n').at(-1) ?? '';
  if (done.code !== 0 || !last.startsWith('{')) throw new Error(`the scale measurements failed (exit ${done.code}): ${done.stderr.slice(-400)}`);
  const f = JSON.parse(last) as Figures;
  const lines: Line[] = [];

  const base = f.unwatchedDrop;
  for (const p of f.priceChanges) {
    const flat = p.p50Ms <= LATENCY_BUDGET * p.unwatchedP50Ms && p.reads <= base.reads && p.writes <= base.writes;
    lines.push(line(SECTION, `Price change, ${n(p.watchers)} watchers (PATCH /products/{id})`, `p50 ${ms(p.p50Ms)} (nobody watching, in turns: ${ms(p.unwatchedP50Ms)}); ${p.reads} reads, ${p.writes} writes`, `≤ ${LATENCY_BUDGET} × nobody; reads and writes as with nobody (${base.reads}, ${base.writes})`, flat, p));
    const exact = p.told === p.watchers && p.distinct === p.watchers;
    lines.push(line(SECTION, `… its work: every watcher told once`, `${drained(p.drain)}; ${n(p.told)} notices to ${n(p.distinct)} watchers`, `${n(p.watchers)} notices, one each`, exact));
  }
  const k = f.killedDrain;
  // The kill must land mid-drain for the line to mean anything: some notices written, not all.
  const midway = k.noticesAtKill > 0 && k.noticesAtKill < k.watchers;
  lines.push(
    line(SECTION, `A drain killed after ${k.pagesAtKill} pages (SIGKILL), run again (${n(k.watchers)} watchers)`, `${n(k.noticesAtKill)} notices at the kill; ${n(k.told)} after, to ${n(k.distinct)} watchers`, `killed midway; ${n(k.watchers)} notices, one each`, midway && k.told === k.watchers && k.distinct === k.watchers, k),
  );
  const none = f.creates[0]!;
  for (const c of f.creates.slice(1)) {
    const flat = c.p50Ms <= LATENCY_BUDGET * none.p50Ms && c.reads <= none.reads && c.writes <= none.writes;
    lines.push(line(SECTION, `New listing, ${n(c.searches)} saved searches (POST /products)`, `p50 ${ms(c.p50Ms)} (none: ${ms(none.p50Ms)}); ${c.reads} reads, ${c.writes} writes`, `≤ ${LATENCY_BUDGET} × none; reads and writes as with none (${none.reads}, ${none.writes})`, flat, c));
    lines.push(line(SECTION, `… its alerts (200 searches match)`, `${drained(c.drain)}; ${c.told} alerts for the last listing`, '200 alerts', c.told === 200));
  }
  const d = f.deletion;
  lines.push(line(SECTION, `Delete a listing with ${n(d.requests)} open requests`, `${ms(d.ms)}; ${d.reads} reads, ${d.writes} writes`, '≤ 106 reads, ≤ 323 writes', d.status === 200 && d.reads <= 106 && d.writes <= 323, d));
  lines.push(line(SECTION, `… its work: every request withdrawn, its buyer told`, `${drained(d.drain)}; ${n(d.withdrawn)} withdrawn, ${n(d.told)} told`, `${n(d.requests)} and ${n(d.requests)}`, d.withdrawn === d.requests && d.told === d.requests));
  const r = f.removal;
  lines.push(
    line(SECTION, `Remove a seller with ${n(r.listings)} listings and ${n(r.bookings)} bookings`, `${ms(r.ms)}; ${r.reads} reads, ${r.writes} writes; a listing's page at once: ${r.productPageAtOnce}`, '≤ 3 reads, ≤ 4 writes; 404 at once', r.status === 200 && r.reads <= 3 && r.writes <= 4 && r.productPageAtOnce === 404, r),
  );
  lines.push(line(SECTION, `… its work: nothing of theirs left`, `${drained(r.drain)}; ${r.listingsLeft} listings, ${r.bookingsLeft} bookings left; totals −${n(r.totalsDropped)}`, `0, 0; −${n(r.listings)}`, r.listingsLeft === 0 && r.bookingsLeft === 0 && r.totalsDropped === r.listings));
  const p = f.parallelCreates;
  lines.push(line(SECTION, `${p.creates} listings made at once`, `${p.created} created in ${p.seconds.toFixed(1)} s; totals +${p.totalsMoved}, listings +${p.listingsMoved}`, 'totals exact', p.totalIsCount && p.totalsMoved === p.listingsMoved && p.created === p.creates, p));
  const i = f.insights;
  const reads = (what: string, r: Read, budget: number, extra = true) =>
    lines.push(line(SECTION, `${what}, ${n(i.listings)} listings`, `p50 ${ms(r.p50Ms)}; ${r.reads} reads`, `≤ ${budget} reads`, r.status === 200 && r.reads <= budget && extra, r));
  reads('Price guide (GET /insights/price-guide)', i.guide, 8, i.comparable === i.expectedComparable);
  reads('… with a make', i.guideByMake, 8);
  // A sold listing: its sale's moment is read too (days on the market).
  reads("A sold listing's insights, 90 days (GET /insights/listings/{id})", i.listing, 7);
  reads("A seller's insights, 90 days (GET /insights/seller)", i.seller, 16);
  return { lines, details: f };
}
