import type { ReactNode, Ref } from 'react';
import styles from './styles/badge.module.css';
import palettes from './styles/palette.module.css';

export type BadgePalette = 'brand' | 'gray' | 'red' | 'green' | 'blue' | 'orange';

type StaticBadgeProps = { palette: BadgePalette; variant?: 'subtle' | 'solid' | 'surface'; className?: string; ref?: Ref<HTMLSpanElement>; children: ReactNode };

/**
 * A small label (Chakra's Badge, size sm) drawn from a static stylesheet: the badges of a table's
 * rows and a page of cards, which Chakra would style one by one as they render.
 */
export function StaticBadge({ palette, variant = 'subtle', className, ref, children }: StaticBadgeProps) {
  return <span ref={ref} className={[styles.badge, styles[variant], palettes[palette], className].filter(Boolean).join(' ')}>{children}</span>;
}
