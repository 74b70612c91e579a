/** At most this many labels under a chart: a phone's width holds six days ("Nov 28") apart. */
const MOST_LABELS = 6;

/**
 * Which of an axis's `count` ticks are labelled, as the charts' `interval`: every (n + 1)th, at
 * most MOST_LABELS of them. A number, where the library's default measures every label's text in
 * the page to leave out those that would touch.
 */
export function everyNth(count: number): number {
  return Math.max(0, Math.ceil(count / MOST_LABELS) - 1);
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value: unknown }; textAnchor?: 'start' | 'middle' | 'end' | 'inherit'; verticalAnchor?: string };

/**
 * An axis's labels as plain SVG text, placed as the library's own: its Text measures each word of
 * a label in the page first, to wrap it (a forced layout each, most of a chart's drawing on a phone),
 * and the labels here are a day or a price, never more than a line.
 */
export function plainTick<T>(format: (value: T) => string, fill: string) {
  return function PlainTick({ x, y, payload, textAnchor, verticalAnchor }: TickProps) {
    // The library's own offsets: a label under its tick hangs from it, one beside it is centred.
    const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'end' ? undefined : '0.355em';
    return (
      <text x={x} y={y} dy={dy} textAnchor={textAnchor} fill={fill} className="recharts-text recharts-cartesian-axis-tick-value">
        {format(payload?.value as T)}
      </text>
    );
  };
}
