/**
 * Firestore's client retries an unreachable database for a long time; a caller must not wait
 * that long. Past the deadline the call fails as UNAVAILABLE, which the API answers with 503.
 * A cold instance's first call also opens the connection (slow on a busy machine), so the
 * deadline is generous until the database has answered once.
 *
 * Once a call has passed its deadline the database counts as away: calls fail at once, and one
 * call every PROBE_MS asks it again, waiting at most PROBE_MS; the first answer ends that. Without
 * it every call of an outage holds its request for the whole deadline, and an instance's requests
 * in flight (Cloud Run's `concurrency`, one per worker in the Functions emulator) fill up with
 * calls that will fail anyway: at 20 calls a second the local stack's calls queued for the whole
 * outage instead of answering 503 within the deadline.
 */
const DEADLINE_MS = Number(process.env.FIRESTORE_DEADLINE_MS ?? 4000);
const FIRST_CALL_DEADLINE_MS = Math.max(DEADLINE_MS, 15_000);
const PROBE_MS = Math.min(DEADLINE_MS, 1000);
let answeredOnce = false;
/** While the database is away: when the next call may ask it again. */
let away: { nextProbeAt: number } | null = null;

export class DatabaseUnavailable extends Error {
  readonly code = 14; // gRPC UNAVAILABLE, as the Firestore client itself reports it
  constructor(ms: number | 'away') {
    super(ms === 'away' ? 'Firestore did not answer the last call in time; asked again shortly' : `Firestore did not answer within ${ms} ms`);
  }
}

/** The client's own give-up on an unreachable database, or ours. */
const unreachable = (error: unknown) => error instanceof DatabaseUnavailable || (error as { code?: unknown } | null)?.code === 14;

export async function withDeadline<T>(work: Promise<T>): Promise<T> {
  let ms = answeredOnce ? DEADLINE_MS : FIRST_CALL_DEADLINE_MS;
  if (away) {
    if (Date.now() < away.nextProbeAt) {
      // The call was sent already; whatever it answers later is nobody's.
      work.catch(() => undefined);
      throw new DatabaseUnavailable('away');
    }
    ms = PROBE_MS;
    away.nextProbeAt = Date.now() + 2 * PROBE_MS;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(ms)), ms);
  });
  try {
    const result = await Promise.race([work, deadline]);
    answeredOnce = true;
    away = null;
    return result;
  } catch (error) {
    if (unreachable(error)) away = { nextProbeAt: Date.now() + PROBE_MS };
    else away = null; // the database answered, if with an error
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

