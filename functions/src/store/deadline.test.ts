import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The deadline's clock is faked: what is measured is how long a caller waits, not the database.
type Deadline = typeof import('./deadline.js');
let withDeadline: Deadline['withDeadline'];

const never = () => new Promise<string>(() => undefined);
const answer = (value: string) => Promise.resolve(value);

/** How long (in faked ms) the call takes to settle, and how. */
async function timed(call: Promise<string>) {
  const started = Date.now();
  const settled = call.then(
    (value) => ({ value, error: null }),
    (error: { code?: number }) => ({ value: null, error }),
  );
  await vi.runAllTimersAsync();
  return { ...(await settled), ms: Date.now() - started };
}

describe('the Firestore deadline', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.stubEnv('FIRESTORE_DEADLINE_MS', '4000');
    ({ withDeadline } = await import('./deadline.js'));
    // The database has answered once: the first call's generous deadline is behind.
    await withDeadline(answer('warm'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('fails a call the database does not answer as UNAVAILABLE (a 503) after 4 s', async () => {
    const outcome = await timed(withDeadline(never()));
    expect(outcome.error?.code).toBe(14);
    expect(outcome.ms).toBe(4000);
  });

  it('while the database is away, fails the next calls at once instead of holding each for 4 s', async () => {
    await timed(withDeadline(never()));
    for (let i = 0; i < 5; i++) {
      const outcome = await timed(withDeadline(never()));
      expect(outcome.error?.code).toBe(14);
      expect(outcome.ms).toBe(0);
    }
  });

  it('asks again a second later, waiting a second at most, and is back at the first answer', async () => {
    await timed(withDeadline(never()));
    vi.advanceTimersByTime(1000);
    const probe = await timed(withDeadline(never()));
    expect(probe).toMatchObject({ ms: 1000, error: { code: 14 } });
    // Still away: at once again, until the next probe is due.
    expect((await timed(withDeadline(never()))).ms).toBe(0);

    vi.advanceTimersByTime(1000);
    expect(await timed(withDeadline(answer('back')))).toMatchObject({ value: 'back', ms: 0 });
    expect((await timed(withDeadline(never()))).ms).toBe(4000);
  });

  it('a call that fails for another reason means the database answered: no outage', async () => {
    const refused = Promise.reject(Object.assign(new Error('not found'), { code: 5 }));
    expect((await timed(withDeadline(refused))).error?.code).toBe(5);
    expect((await timed(withDeadline(answer('fine')))).value).toBe('fine');
    expect((await timed(withDeadline(never()))).ms).toBe(4000);
  });
});
