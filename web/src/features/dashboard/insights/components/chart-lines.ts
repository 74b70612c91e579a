/** A point of a line, as places in the plot (chart-scale.ts): x from the left, y from the top. */
export type LinePoint = readonly [x: number, y: number];

/** A place written to a hundredth of the plot, without trailing zeros: "12.5", not "12.50". */
const written = ([x, y]: LinePoint) => `${Math.round(x * 100) / 100 || 0},${Math.round(y * 100) / 100 || 0}`;

/**
 * A line that holds each value until the next point, then moves straight up or down to the next
 * value: "M x0,y0 L x1,y0 L x1,y1 …", a price in force until the next one is set.
 */
export function stepPath(points: readonly LinePoint[]): string {
  return points.map((point, index) => (index === 0 ? `M${written(point)}` : `L${written([point[0], points[index - 1]![1]])}L${written(point)}`)).join('');
}

/** The slope of the curve at the middle of three points: flat at a peak or a trough, never steeper than either side allows (Steffen's monotone curve). */
function middleSlope([x0, y0]: LinePoint, [x1, y1]: LinePoint, [x2, y2]: LinePoint): number {
  const [before, after] = [x1 - x0, x2 - x1];
  const [left, right] = [(y1 - y0) / before, (y2 - y1) / after];
  if (left * right <= 0) return 0;
  const mean = (left * after + right * before) / (before + after);
  return Math.sign(left) * Math.min(2 * Math.abs(left), 2 * Math.abs(right), Math.abs(mean));
}

/**
 * A smooth line through points ordered left to right that never overshoots them: between two
 * days it stays between their values, so a count never dips below 0 or bulges above its peak.
 * The curve of d3's `curveMonotoneX` (as charts commonly draw a "monotone" line).
 */
export function curvePath(points: readonly LinePoint[]): string {
  const [first, second] = points;
  if (!first) return '';
  if (!second || points.length === 2) return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${written(point)}`).join('');
  const slopes = points.map((point, index) => (index === 0 || index === points.length - 1 ? Number.NaN : middleSlope(points[index - 1]!, point, points[index + 1]!)));
  // The ends lean as the segment beside them does, less its neighbour's slope.
  const endSlope = ([x0, y0]: LinePoint, [x1, y1]: LinePoint, beside: number) => (x1 === x0 ? beside : ((3 * (y1 - y0)) / (x1 - x0) - beside) / 2);
  slopes[0] = endSlope(first, second, slopes[1]!);
  slopes[points.length - 1] = endSlope(points.at(-2)!, points.at(-1)!, slopes.at(-2)!);
  let path = `M${written(first)}`;
  for (let index = 1; index < points.length; index += 1) {
    const [from, to] = [points[index - 1]!, points[index]!];
    const third = (to[0] - from[0]) / 3;
    path += `C${written([from[0] + third, from[1] + third * slopes[index - 1]!])} ${written([to[0] - third, to[1] - third * slopes[index]!])} ${written(to)}`;
  }
  return path;
}
