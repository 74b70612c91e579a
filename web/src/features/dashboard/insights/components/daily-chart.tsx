import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisDay, tooltipDay, type DailyCounts, type MetricNames } from '../insight-words';
import { everyNth, plainTick } from './chart-axes';
import { ChartSwatch } from './chart-swatch';

type DailyChartProps<M extends string> = { series: DailyCounts<M>[]; metrics: readonly M[]; names: MetricNames<M>; summary: string };

/**
 * Metrics per day as lines. The drawing is one image to screen readers, named by its summary; the
 * table beside it (DailyTable) holds every figure.
 */
export function DailyChart<M extends string>({ series, metrics, names, summary }: DailyChartProps<M>) {
  const chart = useChart({
    data: series,
    series: metrics.map((metric) => ({ name: metric, label: names.labels[metric], color: names.colors[metric], icon: <ChartSwatch color={names.colors[metric]} /> })),
  });
  return (
    <Chart.Root chart={chart} maxH="xs" minH="48">
      <LineChart data={chart.data} responsive accessibilityLayer={false} role="img" aria-label={summary} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('day')} interval={everyNth(series.length)} axisLine={false} tickLine={false} tickMargin={8} tick={plainTick(formatAxisDay, chart.color('fg.muted'))} />
        <YAxis allowDecimals={false} interval={0} axisLine={false} tickLine={false} width={32} tick={plainTick(String, chart.color('fg.muted'))} />
        <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip labelFormatter={tooltipDay} />} />
        <Legend content={<Chart.Legend />} itemSorter={null} />
        {chart.series.map((item) => (
          <Line key={item.name} type="monotone" isAnimationActive={false} dataKey={chart.key(item.name)} name={item.name} stroke={chart.color(item.color)} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
