import { formatAxisDay, type DailyCounts, type MetricNames } from '../insight-words';
import { everyNth, niceTicks } from './chart-axes';
import { ChartDrawing } from './chart-drawing';
import { levelOf, positionOf } from './chart-scale';
import { curvePath } from './chart-lines';

type DailyChartProps<M extends string> = { series: DailyCounts<M>[]; metrics: readonly M[]; names: MetricNames<M>; summary: string };

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Metrics per day as lines, the days evenly apart, counts up from 0 in whole numbers, with a
 * legend. The drawing is one image to screen readers, named by its summary; the table beside it
 * holds every figure.
 */
export function DailyChart<M extends string>({ series, metrics, names, summary }: DailyChartProps<M>) {
  const ticks = niceTicks(0, Math.max(0, ...series.flatMap((day) => metrics.map((metric) => day[metric]))), { whole: true });
  const across = series.map((_, index) => positionOf(index, [0, series.length - 1]));
  const lines = metrics.map((metric) => {
    const values = series.map((day) => day[metric]);
    const levels = values.map((value) => levelOf(value, ticks));
    return { name: metric, label: names.labels[metric], color: names.colors[metric], path: curvePath(levels.map((level, index) => [across[index]!, level])), levels, values };
  });
  const nth = everyNth(series.length) + 1;
  return (
    <ChartDrawing
      summary={summary}
      lines={lines}
      points={series.map((day, index) => ({ at: across[index]!, key: day.day, day: day.day }))}
      xTicks={series.flatMap((day, index) => (index % nth === 0 ? [{ at: across[index]!, label: formatAxisDay(day.day) }] : []))}
      yTicks={ticks.map((tick) => ({ at: levelOf(tick, ticks), label: count(tick) }))}
      formatValue={count}
      legend
    />
  );
}
