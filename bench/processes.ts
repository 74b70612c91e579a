// Everything the benchmark starts is registered here and stopped in a finally or on Ctrl-C;
// every wait has a deadline.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

type Cleanup = { what: string; run: () => Promise<void> };
const cleanups: Cleanup[] = [];

/** Registers something to stop; the returned function stops it once (and unregisters it). */
export function onCleanup(what: string, run: () => Promise<void>): () => Promise<void> {
  const entry: Cleanup = { what, run };
  cleanups.push(entry);
  let done: Promise<void> | undefined;
  return () => {
    done ??= (async () => {
      const at = cleanups.indexOf(entry);
      if (at >= 0) cleanups.splice(at, 1);
      await run();
    })();
    return done;
  };
}

/** Stops whatever is still registered, newest first, each within its own deadline. */
export async function cleanupAll() {
  while (cleanups.length) {
    const entry = cleanups.pop()!;
    try {
      await withTimeout(entry.run(), 120_000, `stopping ${entry.what}`);
    } catch (error) {
      console.error(`  could not stop ${entry.what}: ${(error as Error).message}`);
    }
  }
}

export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM to the child's process group, SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export type Finished = { code: number | null; stdout: string; stderr: string; ms: number };

/**
 * Runs a command to its end in its own process group, killed past `timeoutMs`. Output is kept
 * (and echoed with `echo`); the promise rejects on a timeout, never on an exit code.
 */
export function run(command: string, args: string[], options: SpawnOptions & { timeoutMs: number; echo?: boolean; echoErr?: boolean; what: string }): Promise<Finished> {
  const started = Date.now();
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = onCleanup(options.what, () => stopChild(child, 5_000));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (options.echo) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (options.echo || options.echoErr) process.stderr.write(chunk);
  });
  const finished = new Promise<Finished>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
  return withTimeout(finished, options.timeoutMs, options.what).finally(() => stop());
}
