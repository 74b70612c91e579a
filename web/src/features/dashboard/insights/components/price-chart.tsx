import { formatPrice } from '@/lib/format';
import { formatAxisDay } from '../insight-words';
import type { PriceStep } from '../price-steps';
import { everyNth, niceTicks, roomyLabels } from './chart-axes';
import { ChartDrawing } from './chart-drawing';
import { levelOf, positionOf } from './chart-scale';
import { stepPath } from './chart-lines';

type PriceChartProps = { steps: PriceStep[]; summary: string };

/**
 * The axis marks the days prices were set (and the last point's), each day once: changes made the
 * same day share a label, and of days too close to label both, the earlier keeps its label.
 */
const dayTicks = (steps: PriceStep[]) => steps.filter((step, index) => index === 0 || formatAxisDay(step.time) !== formatAxisDay(steps[index - 1]!.time)).map((step) => step.time);

/**
 * The asking price over time as steps: each price holds until the next one, on a time axis from
 * the first price to the last point, so a price kept for weeks is drawn weeks long, with a dot at
 * each point. One image to screen readers, named by its summary; the table beside it holds every
 * price.
 */
export function PriceChart({ steps, summary }: PriceChartProps) {
  const prices = steps.map((step) => step.price);
  const ticks = steps.length > 0 ? niceTicks(Math.min(...prices), Math.max(...prices)) : [];
  const span = [steps[0]?.time ?? 0, steps.at(-1)?.time ?? 0] as const;
  const across = steps.map((step) => positionOf(step.time, span));
  const levels = prices.map((price) => levelOf(price, ticks));
  const line = { name: 'price', label: 'Asking price', color: 'teal.fg', path: stepPath(levels.map((level, index) => [across[index]!, level])), levels, values: prices };
  const days = dayTicks(steps);
  const nth = everyNth(days.length) + 1;
  const labelled = days.filter((_, index) => index % nth === 0).map((time) => ({ at: positionOf(time, span), label: formatAxisDay(time) }));
  return (
    <ChartDrawing
      summary={summary}
      lines={[line]}
      points={steps.map((step, index) => ({ at: across[index]!, key: new Date(step.time).toISOString(), day: step.time }))}
      xTicks={roomyLabels(labelled.map((tick) => tick.at)).map((index) => labelled[index]!)}
      yTicks={ticks.map((tick) => ({ at: levelOf(tick, ticks), label: formatPrice(tick) }))}
      formatValue={formatPrice}
      dots
    />
  );
}
