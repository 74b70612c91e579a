/**
 * How the API function runs in production, in one place. The region is also the one of the
 * Hosting rewrite in firebase.json and of docs/deploy.md (a test keeps them equal).
 *
 * - memory 512 MiB: firebase-admin with Firestore's gRPC client and Express take about 150 MB
 *   at rest; the rest is headroom for 80 requests in flight.
 * - concurrency 80 on 1 CPU: every call waits on Firestore or Auth far longer than it computes
 *   (about 1 ms of CPU a call), so one instance serves many at once; 2nd gen's default.
 * - maxInstances 10: a ceiling on cost if a flood gets past the per-address brake; at 80 calls
 *   each that is 800 calls in flight, far above the marketplace's traffic.
 * - minInstances 1: one instance is kept warm, so nobody waits for a cold start (about half a
 *   second: docs/performance.md) after a quiet spell. It is billed while idle, at Cloud Run's
 *   idle rates for 1 vCPU and 512 MiB: in us-central1 in the order of 10 USD a month (see
 *   Cloud Run's pricing page; set 0 to pay nothing while nobody calls).
 * - timeout 30 s: every call answers within the Firestore deadline (4 s) or fails with 503.
 */
export const REGION = 'us-central1';

export const API_RUNTIME_OPTIONS = {
  region: REGION,
  memory: '512MiB',
  cpu: 1,
  concurrency: 80,
  minInstances: 1,
  maxInstances: 10,
  timeoutSeconds: 30,
  // JWT_SECRET signs the access tokens of GET /jwt: a Secret Manager secret on a real project
  // (`firebase functions:secrets:set JWT_SECRET`), functions/.secret.local on the emulators.
  secrets: ['JWT_SECRET'],
} as const;

/**
 * The `work` task queue function (domain/work): owed work, a page at a time.
 * - retryConfig: a failed task (the database unreachable, a page that cannot be stored) is tried
 *   again, 10 times at most, from 10 s to 5 min apart; after that the sweep hands the work on.
 * - rateLimits: at most 20 tasks at once and 50 started a second, so a burst of owed work (a
 *   popular machine sold) drains at a steady rate beside the API instead of competing with it.
 * - timeout 120 s: a task works for about 20 s (WORK_SLICE_MS) and hands the rest on.
 */
export const WORK_RUNTIME_OPTIONS = {
  region: REGION,
  memory: '512MiB',
  cpu: 1,
  concurrency: 20,
  maxInstances: 5,
  timeoutSeconds: 120,
  retryConfig: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 50 },
} as const;

/** The sweep of unfinished work (a task lost, the queue down): every 5 minutes. */
export const SWEEP_RUNTIME_OPTIONS = {
  region: REGION,
  schedule: 'every 5 minutes',
  memory: '256MiB',
  timeoutSeconds: 300,
} as const;
