// The load generator of section 2, in its own process so that it does not share the API's event
// loop: `tsx bench/load.ts <config.json>` runs one measured round for each JSON line it reads on
// stdin (`{ "seconds": 2.5, "paths": [...] }`, paths optional: they replace the config's) and
// prints one JSON line per round with every 2xx latency and the count of each status. The first
// round starts with the warm-up. Rounds let the bench interleave the API's load with the raw
// calls it compares them to; the process ends when stdin does.
//
// It is small on purpose: `connections` keep-alive HTTP/1.1 connections, each sending a request,
// reading its whole answer (the API's answers all carry a Content-Length) and sending the next.
// It shares the machine's 2 cores with the API and the emulator, which the raw loop does not:
// autocannon spent 0.3–0.45 ms of CPU per call here, this about half of that (the bench prints
// it on every line's "CPU per call").
//
// Request i (counted across the warm-up and every round, so no two are alike):
//   path    paths[j % paths.length], j counting from 0 again whenever a round brings new paths
//           (a path per request: each accept takes its own booking, from those prepared for it)
//   token   tokens[i % tokens.length] (none when tokens is empty)
//   body    POST /bookings: { productId: bookingProductIds[floor(i / tokens.length) % bookingProductIds.length], ... }
//           PATCH /products/{id}: { resalePrice: priceFrom + i }, so every request changes the price
//           otherwise `body` as given, or none
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

export type LoadConfig = {
  url: string;
  connections: number;
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
  /** Connections that failed or closed with a request unanswered. */
  errors: number;
  durationSeconds: number;
  /** Answers of the warm-up (not measured, but served by the API all the same). */
  warmupAnswers: number;
  /** CPU time this load generator spent during the measured round (it shares the cores with the API). */
  cpuMs: number;
};

/** One round, as asked on stdin. */
export type LoadRound = { seconds: number; paths?: string[] };

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadConfig;
const target = new URL(config.url);
/** No answer takes this long unless something is broken: the round ends with an error then. */
const STUCK_MS = 30_000;
let counter = 0;
let pathCounter = 0;

function bodyOf(i: number): string | undefined {
  if (config.bookingProductIds) {
    const buyers = Math.max(1, config.tokens.length);
    const productId = config.bookingProductIds[Math.floor(i / buyers) % config.bookingProductIds.length];
    return JSON.stringify({ productId, buyerNumber: '01812345678', buyerLocation: 'Rajshahi' });
  }
  if (config.priceFrom !== undefined) return JSON.stringify({ resalePrice: config.priceFrom + i });
  return config.body;
}

function request(i: number): string {
  let head = `${config.method} ${config.paths[pathCounter++ % config.paths.length]} HTTP/1.1\r\nHost: ${target.host}\r\n`;
  if (config.tokens.length) head += `Authorization: Bearer ${config.tokens[i % config.tokens.length]}\r\n`;
  const body = bodyOf(i);
  if (body === undefined) return `${head}\r\n`;
  return `${head}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

type Tally = { latencies: number[]; statuses: Record<string, number>; answers: number; errors: number };

/** One connection, request after request until `end`; reconnects if the API closes it. */
function connection(end: number, record: boolean, tally: Tally): Promise<void> {
  return new Promise((resolve) => {
    let socket: Socket;
    let pending: Buffer = Buffer.alloc(0);
    let answerEnd = -1;
    let status = 0;
    let sentAt = 0;
    let waiting = false;
    const send = () => {
      if (performance.now() >= end) {
        socket.end();
        return;
      }
      sentAt = performance.now();
      waiting = true;
      socket.write(request(counter++));
    };
    const answered = () => {
      waiting = false;
      tally.answers += 1;
      if (record) {
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) tally.latencies.push(performance.now() - sentAt);
      }
      send();
    };
    const read = (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (answerEnd < 0) {
          const headEnd = pending.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = pending.subarray(0, headEnd).toString('latin1');
          status = Number(head.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!length && status !== 304 && status !== 204) {
            socket.destroy(new Error(`an answer without Content-Length (HTTP ${status}), which this load generator does not read`));
            return;
          }
          answerEnd = headEnd + 4 + (length ? Number(length[1]) : 0);
        }
        if (pending.length < answerEnd) return;
        pending = pending.subarray(answerEnd);
        answerEnd = -1;
        answered();
      }
    };
    const open = () => {
      pending = Buffer.alloc(0);
      answerEnd = -1;
      let connected = false;
      socket = connect(Number(target.port), target.hostname, () => {
        connected = true;
        send();
      });
      socket.setNoDelay(true);
      socket.on('data', read);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        // An answer lost, or no connection at all: an error; the API is given a moment before the next try.
        const failed = waiting || !connected;
        if (failed) tally.errors += 1;
        waiting = false;
        if (performance.now() >= end) resolve();
        else if (failed) setTimeout(open, 100);
        else open();
      });
    };
    open();
    // A connection whose answer never comes ends with the round, as an error.
    setTimeout(() => socket.destroy(), end - performance.now() + STUCK_MS).unref();
  });
}

async function run(seconds: number, record: boolean): Promise<Tally> {
  const tally: Tally = { latencies: [], statuses: {}, answers: 0, errors: 0 };
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: config.connections }, () => connection(end, record, tally)));
  return tally;
}

for await (const text of createInterface({ input: process.stdin })) {
  const round = JSON.parse(text) as LoadRound;
  if (round.paths) {
    config.paths = round.paths;
    pathCounter = 0;
  }
  let warmupAnswers = 0;
  if (config.warmupSeconds > 0) {
    warmupAnswers = (await run(config.warmupSeconds, false)).answers;
    config.warmupSeconds = 0;
  }
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const tally = await run(round.seconds, true);
  const cpu = process.cpuUsage(cpuBefore);
  const out: LoadResult = {
    latencies: tally.latencies,
    statuses: tally.statuses,
    errors: tally.errors,
    durationSeconds: (performance.now() - started) / 1000,
    warmupAnswers,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
