// The load generator of section 2, in its own process so that autocannon does not share the
// API's event loop: `tsx bench/load.ts <config.json>` prints one JSON line with every 2xx
// latency of the measured run and the count of each status.
//
// Request i of a run (counted across the warm-up and the run, so no two are alike):
//   path    paths[i % paths.length] (a path per request: each accept takes its own booking)
//   token   tokens[i % tokens.length] (none when tokens is empty)
//   body    POST /bookings: { productId: bookingProductIds[floor(i / tokens.length) % bookingProductIds.length], ... }
//           PATCH /products/{id}: { resalePrice: priceFrom + i }, so every request changes the price
//           otherwise `body` as given, or none
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export type LoadConfig = {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  paths: string[];
  tokens: string[];
  /** Set for POST /bookings: each request books another product with another buyer. */
  bookingProductIds?: string[];
  /** Set for a price change (PATCH /products/{id}): request i asks for the price priceFrom + i. */
  priceFrom?: number;
  /** A JSON body sent with every request (PUT /bookings/{id}/status). */
  body?: string;
};

export type LoadResult = {
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  autocannon: { p50: number; p97_5: number; p99: number; requestsPerSecond: number };
};

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadConfig;
let counter = 0;

function setupRequest() {
  const i = counter++;
  const headers: Record<string, string> = {};
  if (config.tokens.length) headers.authorization = `Bearer ${config.tokens[i % config.tokens.length]}`;
  const path = config.paths[i % config.paths.length]!;
  const body = bodyOf(i);
  if (body === undefined) return { method: config.method, path, headers };
  headers['content-type'] = 'application/json';
  return { method: config.method, path, headers, body };
}

function bodyOf(i: number): string | undefined {
  if (config.bookingProductIds) {
    const buyers = Math.max(1, config.tokens.length);
    const productId = config.bookingProductIds[Math.floor(i / buyers) % config.bookingProductIds.length];
    return JSON.stringify({ productId, buyerNumber: '01812345678', buyerLocation: 'Rajshahi' });
  }
  if (config.priceFrom !== undefined) return JSON.stringify({ resalePrice: config.priceFrom + i });
  return config.body;
}

function load(seconds: number, record: boolean) {
  const instance = autocannon({ url: config.url, connections: config.connections, duration: seconds, timeout: 30, requests: [{ setupRequest }] });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  if (record) {
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  }
  return { instance, latencies, statuses };
}

if (config.warmupSeconds > 0) await load(config.warmupSeconds, false).instance;
const { instance, latencies, statuses } = load(config.durationSeconds, true);
const result = await instance;
const out: LoadResult = {
  latencies,
  statuses,
  errors: result.errors,
  timeouts: result.timeouts,
  durationSeconds: result.duration,
  autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, requestsPerSecond: result.requests.average },
};
process.stdout.write(`${JSON.stringify(out)}\n`);
