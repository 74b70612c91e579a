import { describe, expect, it } from 'vitest';
import { levelOf, positionOf, reachOf } from './chart-scale';

describe('where a chart’s figures fall', () => {
  it('a value falls as far across its axis as it is from the start, in percent', () => {
    expect(positionOf(0, [0, 29])).toBe(0);
    expect(positionOf(29, [0, 29])).toBe(100);
    expect(positionOf(5, [0, 10])).toBe(50);
    expect(positionOf(Date.parse('2026-09-11'), [Date.parse('2026-09-01'), Date.parse('2026-09-21')])).toBe(50);
  });

  it('a single point (both ends the same) sits in the middle', () => {
    expect(positionOf(0, [0, 0])).toBe(50);
    expect(positionOf(1250, [1250, 1250])).toBe(50);
  });

  it('a higher value sits higher up the plot: the top is 0, the lowest tick 100', () => {
    const ticks = [0, 2, 4, 6];
    expect(levelOf(0, ticks)).toBe(100);
    expect(levelOf(6, ticks)).toBe(0);
    expect(levelOf(3, ticks)).toBe(50);
    // Nothing counted lies on the bottom.
    expect(levelOf(0, [0, 1])).toBe(100);
  });

  it('the plot answers for each point from halfway to its neighbours, edge to edge', () => {
    expect(reachOf([0, 50, 100])).toEqual([
      [0, 25],
      [25, 75],
      [75, 100],
    ]);
    // Points unevenly apart in time, as prices are.
    expect(reachOf([0, 10, 100])).toEqual([
      [0, 5],
      [5, 55],
      [55, 100],
    ]);
    // A single point answers for the whole plot.
    expect(reachOf([50])).toEqual([[0, 100]]);
    expect(reachOf([])).toEqual([]);
  });
});
