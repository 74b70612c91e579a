import { memo, useState, type PointerEvent } from 'react';
import { tooltipDay } from '../insight-words';
import { colorVar } from './chart-color';
import type { ChartLine, ChartPoint } from './chart-types';
import { reachOf } from './chart-scale';
import { ChartSwatch } from './chart-swatch';
import styles from './chart.module.css';

type ReachesProps = { points: readonly ChartPoint[]; onEnter: (index: number) => void };

/** The plot cut into one stretch a point: the pointer entering one is over that point. Drawn once, whatever the pointer does. */
const Reaches = memo(function Reaches({ points, onEnter }: ReachesProps) {
  return reachOf(points.map((point) => point.at)).map(([from, to], index) => (
    <div key={index} className={styles.reach} data-at={points[index]!.key} style={{ left: `${from}%`, width: `${to - from}%` }} onPointerEnter={() => onEnter(index)} />
  ));
});

type ChartHoverProps = { points: readonly ChartPoint[]; lines: readonly ChartLine[]; formatValue: (value: number) => string };

/**
 * The point under the pointer: a dot on each line and, beside it, its day and each line's value.
 * Decoration, hidden from assistive technology: the table beside the chart holds every figure. A
 * finger's point stays shown once lifted (lifting it is the pointer leaving), until the next tap.
 */
export function ChartHover({ points, lines, formatValue }: ChartHoverProps) {
  const [active, setActive] = useState<number | null>(null);
  const point = active === null ? undefined : points[active];
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setActive(null);
  };
  return (
    <div className={styles.hover} onPointerLeave={leave}>
      <Reaches points={points} onEnter={setActive} />
      {point && active !== null ? (
        <>
          {lines.map((line) => (
            <span key={line.name} className={styles.activeDot} style={{ left: `${point.at}%`, top: `${line.levels[active]}%`, color: colorVar(line.color) }} />
          ))}
          <div className={point.at > 50 ? `${styles.tooltip} ${styles.tooltipBefore}` : styles.tooltip} style={{ left: `${point.at}%` }} aria-hidden="true" data-tooltip="">
            <div className={styles.tooltipDay}>{tooltipDay(point.day)}</div>
            {lines.map((line) => (
              <div key={line.name} className={styles.tooltipRow}>
                {lines.length > 1 ? <ChartSwatch color={line.color} /> : null}
                <span className={styles.tooltipLabel}>{line.label}</span>
                <span className={styles.tooltipValue}>{formatValue(line.values[active] ?? 0)}</span>
              </div>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
