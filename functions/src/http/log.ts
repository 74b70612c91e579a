/**
 * One structured log line per failure. Cloud Logging parses a JSON line on stdout/stderr
 * into a structured entry; the emulators print it as is.
 */
export function logFailure(entry: { status: number; method: string; path: string; reason: string; detail?: unknown }) {
  const line = JSON.stringify({ severity: entry.status >= 500 ? 'ERROR' : 'WARNING', message: 'request failed', ...entry });
  if (entry.status >= 500) console.error(line);
  else console.warn(line);
}
