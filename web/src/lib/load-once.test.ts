import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call only, every call getting the same answer', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again on the next call after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 'here';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('here');
    expect(await load()).toBe('here');
    expect(loads).toBe(2);
  });
});
