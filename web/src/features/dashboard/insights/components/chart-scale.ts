// Where a chart's figures fall in its drawing. Places are percentages of the plot, from its left or
// top edge: the lines' SVG draws in a 100 × 100 box stretched to the plot, and the labels, dots and
// hover areas are placed in the same numbers as CSS percentages, so nothing is measured.

/** Where a value falls between an axis's two ends, from 0 (the start) to 100 (the end); with both ends equal (a single point), the middle. */
export function positionOf(value: number, [start, end]: readonly [number, number]): number {
  return end === start ? 50 : ((value - start) / (end - start)) * 100;
}

/** How far down the plot a value sits, between the lowest and the highest of an axis's ticks: the top is 0, as in SVG. */
export function levelOf(value: number, ticks: readonly number[]): number {
  return 100 - positionOf(value, [ticks[0] ?? 0, ticks.at(-1) ?? 0]);
}

/**
 * The stretch of the plot that answers for each point, as [from, to]: from halfway to the point
 * before to halfway to the next, the first reaching the left edge and the last the right edge.
 * The pointer anywhere over the plot is over exactly one point's stretch.
 */
export function reachOf(places: readonly number[]): [from: number, to: number][] {
  return places.map((place, index) => [index === 0 ? 0 : (places[index - 1]! + place) / 2, index === places.length - 1 ? 100 : (place + places[index + 1]!) / 2]);
}
