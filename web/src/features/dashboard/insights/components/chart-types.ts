// What a chart is drawn from, shared by its drawing (chart-drawing.tsx) and its hover (chart-hover.tsx).

/** A line of a chart, placed in the plot (chart-scale.ts): its SVG path and, at each point, how far down it sits and its value. */
export type ChartLine = { name: string; label: string; /** A Chakra colour token: 'teal.fg'. */ color: string; path: string; levels: readonly number[]; values: readonly number[] };

/** A labelled place on an axis: across the plot for a day, down it for a level. */
export type ChartTick = { at: number; label: string };

/** A point of the lines, across the plot: its key (a day, or a moment as ISO text) and its day as the tooltip names it. */
export type ChartPoint = { at: number; key: string; day: string | number };
