import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/lib/format';
import { formatAxisDay, tooltipDay } from '../insight-words';
import type { PriceStep } from '../price-steps';
import { everyNth, plainTick } from './chart-axes';

type PriceChartProps = { steps: PriceStep[]; summary: string };

/** The axis marks the days prices were set (and the last point's), each day once: changes made the same day share a label. */
const dayTicks = (steps: PriceStep[]) => steps.filter((step, index) => index === 0 || formatAxisDay(step.time) !== formatAxisDay(steps[index - 1]!.time)).map((step) => step.time);

/**
 * The asking price over time as steps: each price holds until the next one (`stepAfter`), on a
 * time axis, so a price kept for weeks is drawn weeks long. One image to screen readers, named by
 * its summary; the table beside it holds every price.
 */
export function PriceChart({ steps, summary }: PriceChartProps) {
  const chart = useChart({ data: steps, series: [{ name: 'price', label: 'Asking price', color: 'teal.fg' }] });
  const ticks = dayTicks(steps);
  return (
    <Chart.Root chart={chart} maxH="xs" minH="48">
      <LineChart data={chart.data} responsive accessibilityLayer={false} role="img" aria-label={summary} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('time')} type="number" scale="time" domain={['dataMin', 'dataMax']} ticks={ticks} interval={everyNth(ticks.length)} axisLine={false} tickLine={false} tickMargin={8} tick={plainTick(formatAxisDay, chart.color('fg.muted'))} />
        <YAxis dataKey={chart.key('price')} interval={0} axisLine={false} tickLine={false} width={64} domain={['auto', 'auto']} tick={plainTick(formatPrice, chart.color('fg.muted'))} />
        <Tooltip
          animationDuration={100}
          cursor={false}
          content={<Chart.Tooltip hideIndicator labelFormatter={(time) => tooltipDay(Number(time))} formatter={(value) => formatPrice(Number(value))} />}
        />
        <Line type="stepAfter" isAnimationActive={false} dataKey={chart.key('price')} name="price" stroke={chart.color('teal.fg')} strokeWidth={2} dot={{ r: 3, fill: chart.color('teal.fg') }} />
      </LineChart>
    </Chart.Root>
  );
}
