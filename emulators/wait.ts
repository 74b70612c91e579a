import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls until `probe` answers true, or fails after `timeoutMs` with `what` in the message.
 * Polling a readiness probe is how every server here is awaited: never a fixed sleep.
 */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, abort?: () => string | null) {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    const reason = abort?.();
    if (reason) throw new Error(`${what} did not start: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`);
    await delay(Math.min(100 * 2 ** attempt, 500));
  }
}

/** A readiness probe that is true once `url` answers with one of the expected statuses. */
export function answers(url: string, ok: (status: number) => boolean = (s) => s < 500) {
  return async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return ok(res.status);
  };
}
