/**
 * Firestore's client retries an unreachable database for a long time; a caller must not wait
 * that long. Past the deadline the call fails as UNAVAILABLE, which the API answers with 503.
 * A cold instance's first call also opens the connection (slow on a busy machine), so the
 * deadline is generous until the database has answered once.
 */
const DEADLINE_MS = Number(process.env.FIRESTORE_DEADLINE_MS ?? 4000);
const FIRST_CALL_DEADLINE_MS = Math.max(DEADLINE_MS, 15_000);
let answeredOnce = false;

export class DatabaseUnavailable extends Error {
  readonly code = 14; // gRPC UNAVAILABLE, as the Firestore client itself reports it
  constructor(ms: number) {
    super(`Firestore did not answer within ${ms} ms`);
  }
}

export async function withDeadline<T>(work: Promise<T>): Promise<T> {
  const ms = answeredOnce ? DEADLINE_MS : FIRST_CALL_DEADLINE_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(ms)), ms);
  });
  try {
    const result = await Promise.race([work, deadline]);
    answeredOnce = true;
    return result;
  } finally {
    clearTimeout(timer);
  }
}
