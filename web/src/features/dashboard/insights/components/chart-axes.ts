/** At most this many labels under a chart: a phone's width holds six days ("Nov 28") apart. */
const MOST_LABELS = 6;

/** How far apart two labels' middles must be, in percent of the axis: a phone's plot fits a day ("Sep 30") and a gap in this. */
const LABEL_ROOM = 15;

/** At most this many levels up a chart's side: a phone's short chart keeps them a line apart. */
const MOST_LEVELS = 6;

/** The round steps between levels, in each power of ten. */
const ROUND_STEPS = [1, 2, 2.5, 5];

/**
 * Which of an axis's `count` ticks are labelled: every (n + 1)th, at most MOST_LABELS of them,
 * counted from the first.
 */
export function everyNth(count: number): number {
  return Math.max(0, Math.ceil(count / MOST_LABELS) - 1);
}

/**
 * Which labels of a time axis have room, by their places (0 to 100, in order), as their indices:
 * the first, then each far enough from the last one kept; days set close together keep the
 * earlier's label. A label at the very end is drawn wholly before it (chart-drawing.tsx), so its
 * middle is half a label earlier.
 */
export function roomyLabels(places: readonly number[]): number[] {
  const kept: number[] = [];
  let last = Number.NEGATIVE_INFINITY;
  places.forEach((place, index) => {
    const middle = place >= 100 ? 100 - LABEL_ROOM / 2 : place;
    if (middle - last < LABEL_ROOM) return;
    kept.push(index);
    last = middle;
  });
  return kept;
}

/**
 * The levels a chart's side marks, round numbers from at or below `lowest` to at or above
 * `highest`, evenly apart: the finest round step that needs at most MOST_LEVELS of them. `whole`
 * keeps to whole numbers (a count is never 2.5). A single value gets room on both sides, and 0
 * alone (nothing counted) is drawn from 0 to 1, so a flat line sits on the bottom, not mid-air.
 */
export function niceTicks(lowest: number, highest: number, { whole = false } = {}): number[] {
  if (!Number.isFinite(lowest) || !Number.isFinite(highest)) return niceTicks(0, 1, { whole });
  let [low, high] = lowest <= highest ? [lowest, highest] : [highest, lowest];
  if (low === high) [low, high] = low === 0 ? [0, 1] : [low - Math.abs(low) / 10, high + Math.abs(high) / 10];
  for (let power = Math.floor(Math.log10((high - low) / MOST_LEVELS)); ; power += 1) {
    for (const round of ROUND_STEPS) {
      const step = round * 10 ** power;
      if (whole && !Number.isInteger(step)) continue;
      const first = Math.floor(low / step);
      const last = Math.ceil(high / step);
      if (last - first + 1 > MOST_LEVELS) continue;
      // Written to the step's own decimals: 0.1 × 3 is 0.30000000000000004 in floating point.
      const decimals = Math.max(0, 1 - power);
      return Array.from({ length: last - first + 1 }, (_, index) => Number(((first + index) * step).toFixed(decimals)));
    }
  }
}
