// The little of autocannon 8 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type RequestData = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: RequestData, context: object) => RequestData | null }[];
  };
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = {
    latency: Histogram;
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
