import { describe, expect, it } from 'vitest';
import { everyNth, niceTicks, roomyLabels } from './chart-axes';

/** The steps between a list of ticks. */
const stepsOf = (ticks: number[]) => ticks.slice(1).map((tick, index) => Number((tick - ticks[index]!).toFixed(6)));

describe('a chart’s axes', () => {
  it('label at most six days: every fifth day of 30, every fifteenth of 90, every one of six or fewer', () => {
    expect(everyNth(30)).toBe(4);
    expect(everyNth(90)).toBe(14);
    expect(everyNth(6)).toBe(0);
    expect(everyNth(1)).toBe(0);
    expect(everyNth(0)).toBe(0);
    for (const count of [7, 30, 31, 90]) expect(Math.ceil(count / (everyNth(count) + 1))).toBeLessThanOrEqual(6);
  });

  it('label days on a time axis only where there is room, the earlier of two close days keeping its label', () => {
    expect(roomyLabels([0, 30, 60, 90])).toEqual([0, 1, 2, 3]);
    expect(roomyLabels([0, 31, 40, 100])).toEqual([0, 1, 3]);
    // The end's label sits wholly before the end: a day just before it keeps its label instead.
    expect(roomyLabels([0, 65, 84, 100])).toEqual([0, 1, 2]);
    expect(roomyLabels([50])).toEqual([0]);
    expect(roomyLabels([])).toEqual([]);
  });

  it('mark counts in round whole numbers from 0 to at least the most counted', () => {
    expect(niceTicks(0, 5, { whole: true })).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(0, 9, { whole: true })).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 40, { whole: true })).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0, 1, { whole: true })).toEqual([0, 1]);
    expect(niceTicks(0, 3, { whole: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 1250, { whole: true })).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('never mark half a count, however few were counted', () => {
    for (const most of [1, 2, 3, 7, 11, 99]) for (const tick of niceTicks(0, most, { whole: true })) expect(Number.isInteger(tick)).toBe(true);
  });

  it('mark nothing counted from 0 to 1, so its line lies on the bottom', () => {
    expect(niceTicks(0, 0, { whole: true })).toEqual([0, 1]);
  });

  it('mark prices around the lowest and the highest, not from 0, in at most six even round steps', () => {
    const ticks = niceTicks(990, 1250);
    expect(ticks).toEqual([900, 1000, 1100, 1200, 1300]);
    for (const [lowest, highest] of [[990, 1250], [12, 13], [99.5, 120], [4500, 48_000], [1, 1_000_000]] as const) {
      const marked = niceTicks(lowest, highest);
      expect(marked.length).toBeLessThanOrEqual(6);
      expect(marked[0]).toBeLessThanOrEqual(lowest);
      expect(marked.at(-1)).toBeGreaterThanOrEqual(highest);
      expect(new Set(stepsOf(marked)).size).toBe(1);
    }
    // Decimal steps come out as written, not as floating point leaves them.
    expect(niceTicks(12, 13)).toEqual([12, 12.2, 12.4, 12.6, 12.8, 13]);
  });

  it('mark one price with room above and below it', () => {
    const ticks = niceTicks(1250, 1250);
    expect(ticks).toEqual([1100, 1200, 1300, 1400]);
    expect(ticks[0]).toBeLessThan(1250);
    expect(ticks.at(-1)).toBeGreaterThan(1250);
  });
});
