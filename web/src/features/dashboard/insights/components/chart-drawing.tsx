import { colorVar } from './chart-color';
import { ChartHover } from './chart-hover';
import { ChartSwatch } from './chart-swatch';
import styles from './chart.module.css';
import type { ChartLine, ChartPoint, ChartTick } from './chart-types';

type ChartDrawingProps = {
  /** The chart's one sentence: its name to screen readers, for whom the drawing is one image. */
  summary: string;
  lines: readonly ChartLine[];
  points: readonly ChartPoint[];
  xTicks: readonly ChartTick[];
  /** Levels up the side, each with a grid line across the plot. */
  yTicks: readonly ChartTick[];
  formatValue: (value: number) => string;
  /** A dot at each point of the lines. */
  dots?: boolean;
  /** Each line's colour and label under the chart, in the lines' order. */
  legend?: boolean;
};

/**
 * A line chart as plain SVG and HTML. The lines are drawn in a 100 × 100 box stretched to the plot,
 * with strokes in the page's pixels; labels and dots are HTML placed by the same numbers as
 * percentages. The page is never measured: the browser lays it all out with the rest.
 */
export function ChartDrawing({ summary, lines, points, xTicks, yTicks, formatValue, dots = false, legend = false }: ChartDrawingProps) {
  const widest = yTicks.reduce((longest, tick) => (tick.label.length > longest.length ? tick.label : longest), '');
  return (
    <div className={styles.chart}>
      <div role="img" aria-label={summary} className={styles.drawing}>
        <div className={styles.yAxis}>
          <span className={styles.widest}>{widest}</span>
          {yTicks.map((tick, index) => (
            <span key={index} className={styles.yLabel} style={{ top: `${tick.at}%` }} data-axis="y">
              {tick.label}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg className={styles.lines} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {yTicks.map((tick, index) => (
              <line key={index} className={styles.gridLine} x1="0" x2="100" y1={tick.at} y2={tick.at} />
            ))}
            {lines.map((line) => (
              <path key={line.name} className={styles.line} d={line.path} style={{ color: colorVar(line.color) }} data-series={line.name} />
            ))}
          </svg>
          {dots
            ? lines.flatMap((line) =>
                points.map((point, index) => <span key={`${line.name}-${index}`} className={styles.dot} style={{ left: `${point.at}%`, top: `${line.levels[index]}%`, color: colorVar(line.color) }} data-dot="" />),
              )
            : null}
          <ChartHover points={points} lines={lines} formatValue={formatValue} />
        </div>
        <div className={styles.xAxis}>
          {xTicks.map((tick, index) => (
            <span key={index} className={tick.at >= 100 ? `${styles.xLabel} ${styles.xLabelAtEnd}` : styles.xLabel} style={{ left: `${tick.at}%` }} data-axis="x">
              {tick.label}
            </span>
          ))}
        </div>
      </div>
      {legend ? (
        <ul className={styles.legend} data-legend="">
          {lines.map((line) => (
            <li key={line.name} className={styles.legendItem}>
              <ChartSwatch color={line.color} />
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
