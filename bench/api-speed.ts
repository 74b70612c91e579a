// Section 2: the API's latency and throughput (autocannon, in its own process) against the
// raw firebase-admin calls that serve each endpoint (a loop of the same concurrency in this
// process), on the same Firestore emulator and in the same run. The raw loop runs half before
// and half after the API, so both see the emulator in the same state on average (POST
// /bookings grows a collection, and the Node emulator slows down as a collection grows).
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ADVERTISE_HOME_PAGE, DEFAULT_PAGE_SIZE } from '../functions/src/contract/index.js';
import { ADVERTISED_ON_HOME } from '../functions/src/domain/advertising.js';
import { adminApp } from '../functions/src/firebase.js';
import { firestore } from '../functions/src/store/db.js';
import { ROOT } from '../emulators/stack.js';
import { accounts, isSold, productIdOf, type Account } from './fixtures.js';
import type { LoadConfig, LoadResult } from './load.js';
import { run } from './processes.js';
import { line, ms, type Line } from './report.js';

const SECTION = 'API speed';
const CONNECTIONS = 20;
export const RATIO_BUDGET = 1.25;

export type Latency = { p50: number; p95: number; p99: number; perSecond: number; count: number; failed: number };

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summarize(samples: number[], seconds: number, failed: number): Latency {
  const sorted = samples.slice().sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), perSecond: samples.length / seconds, count: samples.length, failed };
}

/** `concurrency` workers call `work(i)` back to back for `seconds`; i is unique across calls. */
async function loop(work: (i: number) => Promise<unknown>, seconds: number, next: { i: number }, samples: number[] = []) {
  const end = performance.now() + seconds * 1000;
  let failed = 0;
  let firstError: unknown;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const i = next.i++;
        const t = performance.now();
        try {
          await work(i);
          samples.push(performance.now() - t);
        } catch (error) {
          failed += 1;
          firstError ??= error;
        }
      }
    }),
  );
  if (failed && failed > samples.length / 100) throw new Error(`${failed} raw calls failed: ${(firstError as Error).message}`);
  return { samples, failed };
}

async function autocannonRun(config: LoadConfig): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  try {
    const done = await run(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'load.ts'), file], {
      cwd: ROOT,
      timeoutMs: (config.durationSeconds + config.warmupSeconds + 60) * 1000,
      what: 'autocannon',
    });
    const last = done.stdout.trim().split('\n').pop() ?? '';
    if (done.code !== 0 || !last.startsWith('{')) throw new Error(`autocannon failed (code ${done.code}): ${done.stderr.slice(-400)}`);
    return JSON.parse(last) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  tokens: string[];
  bookingProductIds?: string[];
  /** What the endpoint asks Firestore, with firebase-admin and nothing else. */
  raw: (i: number) => Promise<unknown>;
  what: string;
};

export type SpeedOptions = { api: string; catalog: number; seconds: number };

export type EndpointSpeed = {
  endpoint: string;
  raw: string;
  api: Latency & { statuses: Record<string, number>; autocannon: LoadResult['autocannon'] };
  firestore: Latency;
  ratioP50: number;
};

export async function measureApiSpeed(options: SpeedOptions): Promise<{ lines: Line[]; details: Record<string, unknown> }> {
  const db = firestore();
  const products = () => db.collection('products');
  const unsold = Array.from({ length: options.catalog }, (_, i) => i).filter((i) => !isSold(i)).map(productIdOf);
  const someIds = Array.from({ length: Math.min(options.catalog, 500) }, (_, i) => productIdOf(i));
  const buyers: Account[] = await accounts('buyer', 'BenchLoadBuyer', CONNECTIONS);
  const tokens = buyers.map((b) => b.token);

  const endpoints: Endpoint[] = [
    {
      name: 'GET /products/all',
      method: 'GET',
      paths: ['/api/products/all'],
      tokens,
      what: `products by sortKey desc, limit ${DEFAULT_PAGE_SIZE + 1} + meta/catalog get`,
      raw: () => Promise.all([products().orderBy('sortKey', 'desc').limit(DEFAULT_PAGE_SIZE + 1).get(), db.collection('meta').doc('catalog').get()]),
    },
    {
      name: 'GET /advertised/products',
      method: 'GET',
      paths: ['/api/advertised/products'],
      tokens: [],
      what: `products where advertiseName, sold == false, by sortKey desc, limit ${ADVERTISED_ON_HOME}`,
      raw: () =>
        products().where('advertiseName', '==', ADVERTISE_HOME_PAGE).where('sold', '==', false).orderBy('sortKey', 'desc').limit(ADVERTISED_ON_HOME).get(),
    },
    {
      name: 'GET /product/{id}',
      method: 'GET',
      paths: someIds.map((id) => `/api/product/${id}`),
      tokens,
      what: 'products/{id} get',
      raw: (i) => products().doc(someIds[i % someIds.length]!).get(),
    },
    {
      name: 'POST /bookings',
      method: 'POST',
      paths: ['/api/bookings'],
      tokens,
      bookingProductIds: unsold,
      what: 'products/{id} get, then bookings/{id} create',
      raw: async (i) => {
        const productId = unsold[Math.floor(i / CONNECTIONS) % unsold.length]!;
        const buyerUid = `BenchRawBuyer${i % CONNECTIONS}`;
        const p = (await products().doc(productId).get()).data() ?? {};
        const id = `${productId}_${buyerUid}`;
        const createdAt = new Date();
        // The fields the API stores for a booking.
        await db.collection('bookings').doc(id).create({
          productName: p.productName,
          productId,
          sellerEmail: p.sellerEmail,
          resalePrice: p.resalePrice,
          buyerName: 'Bench Raw Buyer',
          buyerEmail: `${buyerUid.toLowerCase()}@bench.machinery.test`,
          buyerNumber: '01812345678',
          buyerLocation: 'Rajshahi',
          createdAt: Timestamp.fromDate(createdAt),
          sortKey: `${createdAt.toISOString()}_${id}`,
          buyerUid,
          sellerUid: p.sellerUid,
        });
      },
    },
  ];

  const results: EndpointSpeed[] = [];
  const lines: Line[] = [];
  const half = options.seconds / 2;
  for (const e of endpoints) {
    process.stdout.write(`  ${e.name}: raw ${half} s, API ${options.seconds} s (autocannon, ${CONNECTIONS} connections), raw ${half} s…\n`);
    try {
      const next = { i: 0 };
      await loop(e.raw, 1, next); // warm-up
      const first = await loop(e.raw, half, next);
      const api = await autocannonRun({
        url: options.api.replace(/\/api$/, ''),
        connections: CONNECTIONS,
        durationSeconds: options.seconds,
        warmupSeconds: 1,
        method: e.method,
        paths: e.paths,
        tokens: e.tokens,
        bookingProductIds: e.bookingProductIds,
      });
      const second = await loop(e.raw, half, next, first.samples);
      const raw = summarize(second.samples, options.seconds, first.failed + second.failed);
      const ok = Object.entries(api.statuses)
        .filter(([s]) => s.startsWith('2'))
        .reduce((sum, [, c]) => sum + c, 0);
      const apiLatency = summarize(api.latencies, api.durationSeconds, Object.values(api.statuses).reduce((a, b) => a + b, 0) - ok + api.errors);
      const ratio = apiLatency.p50 / raw.p50;
      const result = { endpoint: e.name, raw: e.what, api: { ...apiLatency, statuses: api.statuses, autocannon: api.autocannon }, firestore: raw, ratioP50: ratio };
      results.push(result);
      const other = Object.entries(api.statuses).filter(([s]) => !s.startsWith('2'));
      const failures = other.length || api.errors ? `; not 2xx: ${other.map(([s, c]) => `${c}×${s}`).join(', ') || 0}, errors ${api.errors}` : '';
      const fmt = (l: Latency) => `p50 ${ms(l.p50)} · p95 ${ms(l.p95)} · p99 ${ms(l.p99)} · ${Math.round(l.perSecond)}/s`;
      const created = e.bookingProductIds ? `; ${api.statuses['201'] ?? 0} new bookings (201)` : '';
      lines.push(
        line(SECTION, `${e.name}: API`, `${fmt(apiLatency)}${created}${failures}`, '', null, result.api),
        line(SECTION, `${e.name}: raw firebase-admin`, `${fmt(raw)} (${e.what})`, '', null, { ...raw, query: e.what }),
        line(SECTION, `${e.name}: p50 API / raw`, `${ratio.toFixed(2)} × (${ms(apiLatency.p50)} / ${ms(raw.p50)})`, `≤ ${RATIO_BUDGET} ×`, ratio <= RATIO_BUDGET && !other.length, {
          ratioP50: ratio,
        }),
      );
    } catch (error) {
      lines.push(line(SECTION, e.name, `not measured: ${(error as Error).message}`.slice(0, 200), `≤ ${RATIO_BUDGET} ×`, false));
    }
  }

  // What a signed-in request pays for its token on the emulators: the Admin SDK asks the Auth
  // emulator for the account on every verifyIdToken (emulator tokens are unsigned); in production
  // it checks the signature locally with cached keys and makes no call.
  const auth = getAuth(adminApp());
  const verify = await loop((i) => auth.verifyIdToken(tokens[i % tokens.length]!), 3, { i: 0 });
  const tokenCost = summarize(verify.samples, 3, verify.failed);
  lines.push(
    line(
      SECTION,
      'Token check on the emulator (verifyIdToken)',
      `p50 ${ms(tokenCost.p50)} · p95 ${ms(tokenCost.p95)} · p99 ${ms(tokenCost.p99)} · ${Math.round(tokenCost.perSecond)}/s, ${CONNECTIONS} at once; part of every signed-in API call here`,
      '',
      null,
      tokenCost,
    ),
  );
  return { lines, details: { catalog: options.catalog, connections: CONNECTIONS, seconds: options.seconds, endpoints: results, tokenCheck: tokenCost } };
}
