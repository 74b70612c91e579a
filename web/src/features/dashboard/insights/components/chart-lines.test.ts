import { describe, expect, it } from 'vitest';
import { curvePath, stepPath } from './chart-lines';

/** The numbers of a path, as [x, y] pairs in order: the ends and, for curves, the control points between them. */
const pairsOf = (path: string) => [...path.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);

describe('a chart’s lines', () => {
  it('a step line holds each value until the next point, then goes straight up or down to it', () => {
    expect(stepPath([[0, 50], [40, 60], [100, 60]])).toBe('M0,50L40,50L40,60L100,60L100,60');
    const corners = pairsOf(stepPath([[0, 10], [25.5, 80], [60, 20], [100, 20]]));
    for (let corner = 1; corner < corners.length; corner += 1) {
      const [[x0, y0], [x1, y1]] = [corners[corner - 1]!, corners[corner]!];
      expect(x0 === x1 || y0 === y1).toBe(true);
    }
  });

  it('a single point is a path that goes nowhere', () => {
    expect(stepPath([[50, 50]])).toBe('M50,50');
    expect(curvePath([[50, 100]])).toBe('M50,100');
    expect(curvePath([])).toBe('');
  });

  it('writes places to a hundredth, without trailing zeros', () => {
    expect(stepPath([[0, 33.3333], [100, 12.5]])).toBe('M0,33.33L100,33.33L100,12.5');
  });

  it('a curve passes through every day’s value and never bulges past two days’ values between them', () => {
    const days = [100, 80, 80, 20, 100, 100, 0].map((y, index) => [index * 10, y] as const);
    const path = curvePath(days);
    expect(path.startsWith('M0,100C')).toBe(true);
    const pairs = pairsOf(path);
    // M, then three pairs a segment: two control points and the segment's end.
    expect(pairs).toHaveLength(1 + 3 * (days.length - 1));
    for (let day = 1; day < days.length; day += 1) {
      const [from, to] = [days[day - 1]!, days[day]!];
      const [first, second, end] = pairs.slice(1 + 3 * (day - 1), 4 + 3 * (day - 1));
      expect(end).toEqual(to);
      for (const [, y] of [first!, second!]) {
        expect(y).toBeGreaterThanOrEqual(Math.min(from[1], to[1]));
        expect(y).toBeLessThanOrEqual(Math.max(from[1], to[1]));
      }
    }
  });

  it('nothing counted is a flat line along the bottom', () => {
    const pairs = pairsOf(curvePath([0, 1, 2, 3].map((day) => [day * 30, 100] as const)));
    expect(pairs.every(([, y]) => y === 100)).toBe(true);
  });

  it('two days are joined by a straight line', () => {
    expect(curvePath([[0, 100], [100, 0]])).toBe('M0,100L100,0');
  });
});
