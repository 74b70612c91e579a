/**
 * Firestore's client retries an unreachable database for a long time; a caller must not wait
 * that long. Past the deadline the call fails as UNAVAILABLE, which the API answers with 503.
 */
const DEADLINE_MS = Number(process.env.FIRESTORE_DEADLINE_MS ?? 4000);

export class DatabaseUnavailable extends Error {
  readonly code = 14; // gRPC UNAVAILABLE, as the Firestore client itself reports it
  constructor() {
    super(`Firestore did not answer within ${DEADLINE_MS} ms`);
  }
}

export async function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable()), DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
