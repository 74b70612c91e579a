import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneTaskEach } from './one-task-each';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('work done one task each', () => {
  it('runs nothing in the caller’s task, then each piece in a task of its own, in order', () => {
    const done: string[] = [];
    oneTaskEach(['router', 'screen', 'render'].map((name) => () => done.push(name)));
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['router']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['router', 'screen']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['router', 'screen', 'render']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
