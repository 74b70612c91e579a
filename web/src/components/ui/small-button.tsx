import type { ComponentProps } from 'react';
import palettes from './styles/palette.module.css';
import styles from './styles/small-button.module.css';

export type SmallButtonLook = { variant?: 'outline' | 'solid'; palette?: 'brand' | 'red' };

/**
 * The classes of a table row's small button (Chakra's Button, size xs), for a link that looks like
 * one: rows of buttons drawn from a static stylesheet, not styled one by one as they render.
 */
export function smallButtonClass({ variant = 'outline', palette = 'brand' }: SmallButtonLook = {}): string {
  return `${styles.button} ${styles[variant]} ${palettes[palette]}`;
}

type SmallButtonProps = Omit<ComponentProps<'button'>, 'className'> & SmallButtonLook;

/** A table row's small button: outline in the brand's colours unless told otherwise. */
export function SmallButton({ variant, palette, type = 'button', ...rest }: SmallButtonProps) {
  return <button type={type} className={smallButtonClass({ variant, palette })} {...rest} />;
}
