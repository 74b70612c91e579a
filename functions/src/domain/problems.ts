import { write } from 'firebase-functions/logger';

/** One structured line for a problem the caller is not told about (the work it spoiled is optional). */
export function logProblem(message: string, error: unknown): void {
  write({ severity: 'WARNING', message, reason: String((error as Error)?.message ?? error) });
}
