import { colorVar } from './chart-color';
import styles from './chart.module.css';

/** A line's colour as a dot, in the legend and the tooltip: `color` is the line's Chakra token. */
export function ChartSwatch({ color }: { color: string }) {
  return <span className={styles.swatch} style={{ color: colorVar(color) }} />;
}
