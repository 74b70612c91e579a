// Section 2: the API's latency and throughput (bench/load.ts, in its own process) against the
// raw firebase-admin calls that serve each endpoint (a loop of the same concurrency in this
// process), on the same Firestore emulator and in the same run. The two take turns, in rounds
// of a quarter of the time each (raw, API, API, raw, raw, API, API, raw), so both see the
// emulator in the same state on average (POST /bookings grows a collection, and the Node
// emulator slows down as a collection grows) and the same neighbours on this shared machine.
// Accepting a request consumes it: before each part (the raw warm-up, each raw and each API
// part) the requests it may take are prepared in bulk, as many as that side's last pace says and
// half as many again; all are removed after.
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentSnapshot, type QuerySnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { spawn } from 'node:child_process';
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ADVERTISE_HOME_PAGE, DEFAULT_PAGE_SIZE, type Product } from '../functions/src/contract/index.js';
import { ADVERTISED_ON_HOME } from '../functions/src/domain/advertising.js';
import { SHARDS } from '../functions/src/store/catalog-counts.js';
import { adminApp } from '../functions/src/firebase.js';
import { firestore } from '../functions/src/store/db.js';
import { listingKeys } from '../functions/src/store/listing-keys.js';
import { ROOT } from '../emulators/stack.js';
import { accounts, isSold, productIdOf, removeDeals, seedDeals, type Account, type Deal } from './fixtures.js';
import type { LoadConfig, LoadResult, LoadRound } from './load.js';
import { onCleanup, stopChild, withTimeout } from './processes.js';
import { line, ms, percentile, type Line } from './report.js';

const SECTION = 'API speed';
const CONNECTIONS = 20;
/** Turns of each side: raw, API, API, raw, … (see the top of this file). */
const ROUNDS = 4;
export const RATIO_BUDGET = 1.25;

export type Latency = { p50: number; p95: number; p99: number; perSecond: number; count: number; failed: number };

function summarize(samples: number[], seconds: number, failed: number): Latency {
  const sorted = samples.slice().sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), perSecond: samples.length / seconds, count: samples.length, failed };
}

/**
 * `concurrency` workers call `work(i)` back to back for `seconds`; i is unique across calls and
 * stays below `limit` (what was prepared for the calls): `ranOut` tells that it was reached early.
 */
async function loop(work: (i: number) => Promise<unknown>, seconds: number, next: { i: number }, samples: number[] = [], limit = Infinity) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const before = samples.length;
  const end = start + seconds * 1000;
  let failed = 0;
  let firstError: unknown;
  let ranOut = false;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        if (next.i >= limit) {
          ranOut = true;
          break;
        }
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
  return { samples, count: samples.length - before, failed, ranOut, seconds: (performance.now() - start) / 1000, cpuMs: cpuMs(process.cpuUsage(cpu)) };
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * The load generator in its own process (bench/load.ts), one measured round at a time: `round`
 * runs one (the first after the warm-up) and resolves with its answers; `close` ends the process.
 */
function loadGenerator(config: LoadConfig) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'load.ts'), file], { cwd: ROOT, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  const stop = onCleanup('the load generator', () => stopChild(child, 5_000));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const answers: string[] = [];
  let waiting: ((text: string) => void) | undefined;
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const text = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (!text.startsWith('{')) continue;
      if (waiting) waiting(text);
      else answers.push(text);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    async round(round: LoadRound): Promise<LoadResult> {
      const answer = new Promise<string>((resolve, reject) => {
        const queued = answers.shift();
        if (queued) return resolve(queued);
        waiting = resolve;
        void exited.then((code) => reject(new Error(`the load generator ended (code ${code}): ${stderr.slice(-400)}`)));
      });
      child.stdin.write(`${JSON.stringify(round)}\n`);
      const text = await withTimeout(answer, (round.seconds + config.warmupSeconds + 60) * 1000, 'a round of the load generator');
      waiting = undefined;
      return JSON.parse(text) as LoadResult;
    },
    async close() {
      child.stdin.end();
      await withTimeout(exited, 30_000, 'the load generator to end').catch(() => undefined);
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What calls that consume their subject (accepting a request) need prepared, and take away after. */
type Stock = {
  /** Prepares `count` more for the raw loop; answers how many raw calls are allowed in all. */
  forRaw: (count: number) => Promise<number>;
  /** Prepares `count` for a part of the API run (the first: its warm-up included); answers their paths. */
  forApi: (count: number) => Promise<string[]>;
  /** What was prepared, for the raw loop (its warm-up included) and for the API run, and in how long. */
  prepared: () => { raw: number; api: number; seconds: number };
  remove: () => Promise<void>;
};

type Endpoint = {
  name: string;
  method: LoadConfig['method'];
  paths: string[];
  tokens: string[];
  bookingProductIds?: string[];
  priceFrom?: number;
  body?: string;
  /** What the endpoint asks Firestore, with firebase-admin and nothing else. */
  raw: (i: number) => Promise<unknown>;
  what: string;
  /** The answers of the API run to count on its line (status, and what they are). */
  tally?: { status: string; what: string };
  stock?: Stock;
};

/** `seller`: the catalog's signed-in seller (one listing in ten), who edits listings and accepts requests. */
export type SpeedOptions = { api: string; catalog: number; seconds: number; seller: Account };

/** What a part of the run may take: the raw calls' last pace for its seconds, half as much again, and one round of connections. */
const STOCK_MARGIN = 1.5;
const stockFor = (perSecond: number, seconds: number) => Math.min(STOCK_MAX, Math.ceil(perSecond * seconds * STOCK_MARGIN) + CONNECTIONS);
/** At most this many requests to accept are prepared at once; the raw warm-up has this many. */
const STOCK_MAX = 5000;
const STOCK_WARM_UP = CONNECTIONS * 3;

export type EndpointSpeed = {
  endpoint: string;
  raw: string;
  api: Latency & { statuses: Record<string, number> };
  firestore: Latency;
  ratioP50: number;
  /** CPU time per call (ms): the API process, the raw loop, the load generator. */
  cpuPerCall: { apiMs: number; rawMs: number; loadGeneratorMs: number };
  /** For a call that consumes its subject: what was prepared for it. */
  prepared?: ReturnType<Stock['prepared']>;
};

export async function measureApiSpeed(options: SpeedOptions): Promise<{ lines: Line[]; details: Record<string, unknown> }> {
  const db = firestore();
  const products = () => db.collection('products');
  const unsold = Array.from({ length: options.catalog }, (_, i) => i).filter((i) => !isSold(i)).map(productIdOf);
  const someIds = Array.from({ length: Math.min(options.catalog, 500) }, (_, i) => productIdOf(i));
  const buyers: Account[] = await accounts('buyer', 'BenchLoadBuyer', CONNECTIONS);
  const tokens = buyers.map((b) => b.token);
  const { seller } = options;
  const bookings = () => db.collection('bookings');
  // The seller's own listings in the catalog (one in ten): each price change goes to the next.
  const sellerListings = Array.from({ length: options.catalog }, (_, i) => i).filter((i) => i % 10 === 0).map(productIdOf);
  /** What any use of a read does, as the API does to answer: take each document's fields. */
  const fields = (snap: DocumentSnapshot | QuerySnapshot | DocumentSnapshot[]): unknown =>
    Array.isArray(snap) ? snap.map((d) => d.data()) : 'docs' in snap ? snap.docs.map((d) => d.data()) : snap.data();
  const used = async (reads: Promise<DocumentSnapshot | QuerySnapshot | DocumentSnapshot[]>[]) => (await Promise.all(reads)).map(fields);
  /** The catalog's totals: every shard (store/catalog-counts.ts). */
  const shardRefs = Array.from({ length: SHARDS }, (_, i) => db.collection('meta').doc(`catalog-${i}`));
  const totals = () => db.getAll(...shardRefs);
  /** The accounts being removed, whose listings a catalog page leaves out. */
  const removals = () => db.collection('removals').limit(100).get();
  /** The record of owed work, as the API writes it in the batch of its change. */
  const owedWork = (batch: WriteBatch, kind: string, args: Record<string, unknown>) =>
    batch.create(db.collection('work').doc(), { kind, args, cursor: null, pages: 0, done: false, version: 0, createdAt: Timestamp.now(), touchedAt: Timestamp.now() });
  /** The session check of a signed-in call: the caller's own record (the seller's, or buyer i's). */
  const session = async (uid = seller.uid) => fields(await db.collection('users').doc(uid).get());
  const buyerSession = (i: number) => db.collection('users').doc(buyers[i % CONNECTIONS]!.uid).get();

  /** A notification as the API writes it, in the batch of its event. */
  type Notice = { userUid: string; kind: string; productId: string; productName: string; bookingId: string; message: string; link: string };
  const notify = (batch: WriteBatch, note: Notice) => {
    const ref = db.collection('notifications').doc();
    const at = new Date();
    batch.create(ref, { ...note, read: false, createdAt: Timestamp.fromDate(at), sortKey: `${at.toISOString()}_${ref.id}` });
  };
  /** What the buyer of `booking` is told about it. */
  const notice = (batch: WriteBatch, booking: DocumentSnapshot, kind: string, message: string) => {
    const productId = booking.get('productId') as string;
    notify(batch, { userUid: booking.get('buyerUid'), kind, productId, productName: booking.get('productName'), bookingId: booking.id, message, link: `/product/${productId}` });
  };

  // Requests to accept: one machine each, the raw loop's and the API run's apart.
  const rawDeals: Deal[] = [];
  const apiDeals: Deal[] = [];
  let preparing = 0;
  const prepare = async (side: 'raw' | 'api', from: number, count: number) => {
    const t = performance.now();
    const deals = await seedDeals(seller, side, from, count);
    preparing += (performance.now() - t) / 1000;
    return deals;
  };
  const acceptStock: Stock = {
    forRaw: async (count) => {
      rawDeals.push(...(await prepare('raw', rawDeals.length, count)));
      return rawDeals.length;
    },
    forApi: async (count) => {
      const fresh = await prepare('api', apiDeals.length, count);
      apiDeals.push(...fresh);
      return fresh.map((d) => `/api/bookings/${d.bookingIds[0]}/status`);
    },
    prepared: () => ({ raw: rawDeals.length, api: apiDeals.length, seconds: preparing }),
    remove: () => removeDeals([...rawDeals, ...apiDeals]),
  };

  const endpoints: Endpoint[] = [
    {
      name: 'GET /products/all',
      method: 'GET',
      paths: ['/api/products/all'],
      tokens,
      what: `users/{uid} get (the session), beside products by sortKey desc, limit ${DEFAULT_PAGE_SIZE + 1} + the ${SHARDS} shards of the totals + the removals in progress`,
      raw: (i) => used([buyerSession(i), products().orderBy('sortKey', 'desc').limit(DEFAULT_PAGE_SIZE + 1).get(), totals(), removals()]),
    },
    {
      // A filtered search that one indexed query serves: the fuel as an equality, a keyword as array-contains.
      name: 'GET /products/all?q=water&fuel=diesel',
      method: 'GET',
      paths: ['/api/products/all?q=water&fuel=diesel'],
      tokens,
      what: `users/{uid} get (the session), beside products where fuelKey, searchTokens array-contains, by sortKey desc, limit ${DEFAULT_PAGE_SIZE + 1} + the same query's count() up to 1,001 + the removals in progress`,
      raw: (i) => {
        const matches = products().where('fuelKey', '==', 'diesel').where('searchTokens', 'array-contains', 'water').orderBy('sortKey', 'desc');
        return Promise.all([used([buyerSession(i), matches.limit(DEFAULT_PAGE_SIZE + 1).get(), removals()]), matches.limit(1001).count().get().then((c) => c.data().count)]);
      },
    },
    {
      name: 'GET /advertised/products',
      method: 'GET',
      paths: ['/api/advertised/products'],
      tokens: [],
      what: `products where advertiseName, sold == false, by sortKey desc, limit ${ADVERTISED_ON_HOME}, beside the removals in progress`,
      raw: () => used([products().where('advertiseName', '==', ADVERTISE_HOME_PAGE).where('sold', '==', false).orderBy('sortKey', 'desc').limit(ADVERTISED_ON_HOME).get(), removals()]),
    },
    {
      name: 'GET /product/{id}',
      method: 'GET',
      paths: someIds.map((id) => `/api/product/${id}`),
      tokens,
      what: 'users/{uid} get (the session) beside products/{id} get and the removals in progress',
      raw: (i) => used([buyerSession(i), products().doc(someIds[i % someIds.length]!).get(), removals()]),
    },
    {
      name: 'POST /bookings',
      method: 'POST',
      paths: ['/api/bookings'],
      tokens,
      bookingProductIds: unsold,
      what: 'users/{uid} get (the session) beside products/{id} get, then a batch: bookings/{id} create and the seller\'s notification, then products/{id} get again (sold or deleted meanwhile?)',
      raw: async (i) => {
        const productId = unsold[Math.floor(i / CONNECTIONS) % unsold.length]!;
        const buyer = buyers[i % CONNECTIONS]!;
        // The raw loop books as its own buyers (ids apart from the API run's, whose bookings would clash).
        const buyerUid = `BenchRawBuyer${i % CONNECTIONS}`;
        const [, snap] = await Promise.all([session(buyer.uid), products().doc(productId).get()]);
        const p = snap.data() ?? {};
        const id = `${productId}_${buyerUid}`;
        const createdAt = new Date();
        const buyerName = 'Bench Raw Buyer';
        // The fields the API stores for a booking, and what it tells the seller in the same batch.
        const batch = db.batch();
        batch.create(db.collection('bookings').doc(id), {
          productName: p.productName,
          productId,
          sellerEmail: p.sellerEmail,
          resalePrice: p.resalePrice,
          buyerName,
          buyerEmail: `${buyerUid.toLowerCase()}@bench.machinery.test`,
          buyerNumber: '01812345678',
          buyerLocation: 'Rajshahi',
          status: 'requested',
          createdAt: Timestamp.fromDate(createdAt),
          sortKey: `${createdAt.toISOString()}_${id}`,
          buyerUid,
          sellerUid: p.sellerUid,
          version: 0,
        });
        notify(batch, {
          userUid: p.sellerUid,
          kind: 'request-received',
          productId,
          productName: p.productName,
          bookingId: id,
          message: `${buyerName} asked to book your ${p.productName}.`,
          link: '/dashboard/myBuyers',
        });
        await batch.commit();
        await products().doc(productId).get();
      },
      tally: { status: '201', what: 'new bookings' },
    },
    {
      name: 'PATCH /products/{id}',
      method: 'PATCH',
      paths: sellerListings.map((id) => `/api/products/${id}`),
      tokens: [seller.token],
      priceFrom: 100_000,
      what: 'users/{uid} get (the session), products/{id} get, a batch: the guard of its version, the new price with the search keys, the version and the last 20 prices, the record of the work it owes its watchers',
      raw: async (i) => {
        const ref = products().doc(sellerListings[i % sellerListings.length]!);
        await session();
        const before = await ref.get();
        const price = 500_000 + i;
        // The keys search reads, recomputed from the edited listing as the API does.
        const edited = { ...(before.data() as Omit<Product, '_id'>), createdAt: (before.get('createdAt') as Timestamp).toDate().toISOString(), resalePrice: price };
        const version = (before.get('version') as number | undefined) ?? 0;
        const prices = [...((before.get('priceHistory') as unknown[]) ?? []), { price, at: Timestamp.fromDate(new Date()) }].slice(-20);
        const batch = db.batch();
        batch.create(db.collection('guards').doc(`listing_${ref.id}@${version}`), { expireAt: Timestamp.fromMillis(Date.now() + 86_400_000) });
        batch.update(ref, { resalePrice: price, ...listingKeys(ref.id, edited), priceHistory: prices, version: version + 1 });
        owedWork(batch, 'tell-watchers', { productId: ref.id, productName: edited.productName, event: 'price', from: edited.resalePrice, to: price });
        await batch.commit();
      },
      tally: { status: '200', what: 'price changes' },
    },
    {
      name: 'PUT /bookings/{id}/status (accept)',
      method: 'PUT',
      paths: [],
      tokens: [seller.token],
      body: JSON.stringify({ status: 'accepted' }),
      what: 'users/{uid} get (the session), bookings/{id} get, products/{id} get, the query of its waiting requests (101 at most), a batch: the guard of the booking\'s version, sales/{productId} create, booking accepted, product sold, a notification, the records of the work it owes (closing requests that came meanwhile, telling its watchers)',
      raw: async (i) => {
        await session();
        const booking = await bookings().doc(rawDeals[i]!.bookingIds[0]!).get();
        const productId = booking.get('productId') as string;
        const product = await products().doc(productId).get();
        if (product.get('sold') === true) throw new Error(`${productId} is sold already`);
        const waiting = () => bookings().where('productId', '==', productId).where('status', '==', 'requested').limit(101).get();
        const others = (await waiting()).docs.filter((d) => d.id !== booking.id);
        const guarded = (doc: DocumentSnapshot, status: string) => {
          const version = (doc.get('version') as number | undefined) ?? 0;
          batch.create(db.collection('guards').doc(`booking_${doc.id}@${version}`), { expireAt: Timestamp.fromMillis(Date.now() + 86_400_000) });
          batch.update(doc.ref, { status, version: version + 1 });
        };
        const batch = db.batch();
        guarded(booking, 'accepted');
        batch.create(db.collection('sales').doc(productId), { bookingId: booking.id, buyerUid: booking.get('buyerUid'), at: FieldValue.serverTimestamp() });
        batch.update(product.ref, { sold: true });
        notice(batch, booking, 'request-accepted', `Your request for ${booking.get('productName')} was accepted: the machine is yours.`);
        for (const other of others) {
          guarded(other, 'declined');
          notice(batch, other, 'request-declined', `Your request for ${other.get('productName')} was declined: the seller accepted another buyer.`);
        }
        owedWork(batch, 'close-requests', { productId, productName: product.get('productName'), closing: 'declined' });
        owedWork(batch, 'tell-watchers', { productId, productName: product.get('productName'), event: 'sold' });
        await batch.commit();
      },
      tally: { status: '200', what: 'accepted' },
      stock: acceptStock,
    },
  ];

  const results: EndpointSpeed[] = [];
  const lines: Line[] = [];
  const part = options.seconds / ROUNDS;
  for (const e of endpoints) {
    process.stdout.write(`  ${e.name}: raw ${options.seconds} s and API ${options.seconds} s (${CONNECTIONS} connections) in turns of ${part} s…\n`);
    const generator = loadGenerator({
      url: options.api.replace(/\/api$/, ''),
      connections: CONNECTIONS,
      warmupSeconds: 1,
      method: e.method,
      paths: e.paths,
      tokens: e.tokens,
      bookingProductIds: e.bookingProductIds,
      priceFrom: e.priceFrom,
      body: e.body,
    });
    try {
      const next = { i: 0 };
      const { stock } = e;
      let limit = stock ? await stock.forRaw(STOCK_WARM_UP) : Infinity;
      const warm = await loop(e.raw, 1, next, [], limit);
      let pace = warm.samples.length / warm.seconds;
      const rawSamples: number[] = [];
      const apiLatencies: number[] = [];
      const statuses: Record<string, number> = {};
      let rawFailed = 0;
      let rawCpuMs = 0;
      let apiCpuMs = 0;
      let apiErrors = 0;
      let apiAnswers = 0;
      let loadCpuMs = 0;
      let apiPace: number | undefined;
      // raw, API, API, raw, …: a drift of the machine's load weighs on both sides alike.
      const sides = Array.from({ length: ROUNDS }, (_, r) => (r % 2 === 0 ? ['raw', 'api'] : ['api', 'raw'])).flat();
      for (const side of sides) {
        if (side === 'raw') {
          if (stock) limit = await stock.forRaw(stockFor(pace, part));
          const done = await loop(e.raw, part, next, rawSamples, limit);
          if (done.ranOut) throw new Error(`the ${limit} requests prepared for the raw calls ran out`);
          rawFailed += done.failed;
          rawCpuMs += done.cpuMs;
          pace = done.count / done.seconds;
          continue;
        }
        // The API may go faster than the raw loop: its part's stock follows its own last pace, and
        // before its first part (the warm-up of 1 s included) twice the raw loop's.
        const paths = stock ? await stock.forApi(apiPace === undefined ? stockFor(pace * 2, part + 1) : stockFor(apiPace, part)) : undefined;
        // The API serves in this process: its CPU time over a round (warm-up included) is the API's.
        const cpu = process.cpuUsage();
        const started = performance.now();
        const round = await generator.round({ seconds: part, paths });
        apiPace = (round.warmupAnswers + Object.values(round.statuses).reduce((a, b) => a + b, 0)) / ((performance.now() - started) / 1000);
        apiCpuMs += cpuMs(process.cpuUsage(cpu));
        apiLatencies.push(...round.latencies);
        for (const [status, count] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
        apiErrors += round.errors;
        apiAnswers += round.warmupAnswers + Object.values(round.statuses).reduce((a, b) => a + b, 0);
        loadCpuMs += round.cpuMs;
      }
      if (stock) {
        const done = stock.prepared();
        process.stdout.write(`    ${done.raw} requests prepared for the raw loop and ${done.api} for the API, in ${done.seconds.toFixed(1)} s\n`);
      }
      const raw = summarize(rawSamples, options.seconds, rawFailed);
      const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
      const ok = Object.entries(statuses)
        .filter(([s]) => s.startsWith('2'))
        .reduce((sum, [, c]) => sum + c, 0);
      const apiLatency = summarize(apiLatencies, options.seconds, answered - ok + apiErrors);
      const ratio = apiLatency.p50 / raw.p50;
      // CPU per call: what the API process spent on each answer, what the same Firestore work
      // costs this process in the raw loop, and what the load generator spent on each (it
      // shares the 2 cores with the API and the emulator; the raw loop has no such neighbour).
      const cpu = {
        apiMs: apiCpuMs / Math.max(1, apiAnswers),
        rawMs: rawCpuMs / Math.max(1, rawSamples.length + rawFailed),
        loadGeneratorMs: loadCpuMs / Math.max(1, answered),
      };
      const prepared = stock?.prepared();
      const result = { endpoint: e.name, raw: e.what, api: { ...apiLatency, statuses }, firestore: raw, ratioP50: ratio, cpuPerCall: cpu, prepared };
      results.push(result);
      const other = Object.entries(statuses).filter(([s]) => !s.startsWith('2'));
      const failures = other.length || apiErrors ? `; not 2xx: ${other.map(([s, c]) => `${c}×${s}`).join(', ') || 0}, errors ${apiErrors}` : '';
      const fmt = (l: Latency) => `p50 ${ms(l.p50)} · p95 ${ms(l.p95)} · p99 ${ms(l.p99)} · ${Math.round(l.perSecond)}/s`;
      const tally = e.tally ? `; ${statuses[e.tally.status] ?? 0} ${e.tally.what} (${e.tally.status})${prepared ? ` of ${prepared.api} requests prepared` : ''}` : '';
      lines.push(
        line(SECTION, `${e.name}: API`, `${fmt(apiLatency)}${tally}${failures}`, '', null, result.api),
        line(SECTION, `${e.name}: raw firebase-admin`, `${fmt(raw)} (${e.what})`, '', null, { ...raw, query: e.what }),
        line(SECTION, `${e.name}: p50 API / raw`, `${ratio.toFixed(2)} × (${ms(apiLatency.p50)} / ${ms(raw.p50)})`, `≤ ${RATIO_BUDGET} ×`, ratio <= RATIO_BUDGET && !other.length, {
          ratioP50: ratio,
        }),
        line(
          SECTION,
          `${e.name}: CPU per call`,
          `API process ${cpu.apiMs.toFixed(2)} ms, raw loop ${cpu.rawMs.toFixed(2)} ms; load generator ${cpu.loadGeneratorMs.toFixed(2)} ms`,
          '',
          null,
          cpu,
        ),
      );
    } catch (error) {
      lines.push(line(SECTION, e.name, `not measured: ${(error as Error).message}`.slice(0, 200), `≤ ${RATIO_BUDGET} ×`, false));
    } finally {
      await generator.close();
      try {
        await e.stock?.remove();
      } catch (error) {
        lines.push(line(SECTION, `${e.name}: removing what was prepared`, `failed: ${(error as Error).message}`.slice(0, 200), '', false));
      }
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
