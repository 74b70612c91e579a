import type { ComponentProps } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { StaticIconButton } from '@/components/ui/static-button';
import styles from './heart-button.module.css';

export type HeartLook = 'plain' | 'over-picture';

type HeartButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'aria-pressed' | 'children'> & {
  machine: string;
  saved: boolean;
  /** On a card's body, or floating over its picture (with a background of its own). */
  look?: HeartLook;
};

/**
 * The heart of a machine: a toggle named for what pressing it does, filled once the machine is
 * saved. Drawn from static stylesheets: a catalog page has 24 of them, which Chakra styled one by
 * one as each card's heart arrived.
 */
export function HeartButton({ machine, saved, look = 'plain', className, ...props }: HeartButtonProps) {
  const overPicture = look === 'over-picture';
  const classes = [styles.heart, overPicture ? styles.overPicture : '', saved ? styles.saved : '', className].filter(Boolean).join(' ');
  return (
    <StaticIconButton
      aria-label={saved ? `Remove ${machine} from favourites` : `Save ${machine} to favourites`}
      aria-pressed={saved}
      variant={overPicture ? 'outline' : 'ghost'}
      round
      className={classes}
      {...props}
    >
      <HeartIcon />
    </StaticIconButton>
  );
}
