import { write } from 'firebase-functions/logger';

/**
 * One structured log line per failure, with its severity: Cloud Logging files it as a
 * structured entry (WARNING for refused requests, ERROR for faults); the emulators print it.
 */
export function logFailure(entry: { status: number; method: string; path: string; reason: string; detail?: unknown }) {
  write({ severity: entry.status >= 500 ? 'ERROR' : 'WARNING', message: 'request failed', ...entry });
}
