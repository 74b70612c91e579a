import styles from './views-sparkline.module.css';

const WIDTH = 80;
const HEIGHT = 24;
const STROKE = 2;

/**
 * Views per day as a small line, drawn as a plain SVG of a fixed size: a table of listings draws
 * one per row. Decoration only (aria-hidden): the row says its views in words beside it.
 */
export function ViewsSparkline({ views }: { views: number[] }) {
  const most = Math.max(1, ...views);
  const step = views.length > 1 ? (WIDTH - STROKE) / (views.length - 1) : 0;
  const points = views.map((count, day) => `${(STROKE / 2 + day * step).toFixed(1)},${(HEIGHT - STROKE / 2 - (count / most) * (HEIGHT - STROKE)).toFixed(1)}`).join(' ');
  return (
    <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className={styles.sparkline} data-sparkline="">
      <line x1="0" x2={WIDTH} y1={HEIGHT - STROKE / 2} y2={HEIGHT - STROKE / 2} stroke="currentColor" strokeOpacity="0.25" strokeWidth="1" />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={STROKE} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
