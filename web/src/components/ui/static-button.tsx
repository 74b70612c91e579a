import type { ComponentProps } from 'react';
import palettes from './styles/palette.module.css';
import styles from './styles/static-button.module.css';

export type StaticButtonLook = {
  variant?: 'outline' | 'solid' | 'ghost';
  palette?: 'brand' | 'red';
  /**
   * Chakra's sizes: xs for a table row's buttons (the default), md for a dialog's, sm and lg for the
   * home page's links, smThenMd sm on phones and md from 768px.
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'smThenMd';
};

/**
 * The classes of a button drawn from a static stylesheet as Chakra's Button looks, for a link that
 * looks like one: rows of buttons, and the buttons of a dialog opened by a press, are then not
 * styled one by one as they render (which, inside a press, restyled the whole page).
 */
export function staticButtonClass({ variant = 'outline', palette = 'brand', size = 'xs' }: StaticButtonLook = {}): string {
  return `${styles.button} ${styles[size]} ${styles[variant]} ${palettes[palette]}`;
}

type StaticButtonProps = Omit<ComponentProps<'button'>, 'className'> &
  StaticButtonLook & {
    /** While its step runs: a spinner and `loadingText` in its place, and no second press. */
    loading?: boolean;
    loadingText?: string;
  };

/** A button in Chakra's look, outline in the brand's colours unless told otherwise. */
export function StaticButton({ variant, palette, size, loading = false, loadingText, type = 'button', disabled, children, ...rest }: StaticButtonProps) {
  return (
    <button type={type} className={staticButtonClass({ variant, palette, size })} disabled={disabled || loading} data-loading={loading || undefined} {...rest}>
      {loading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

type StaticIconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> & {
  /** An icon alone says nothing: the name is required. */
  'aria-label': string;
  variant?: 'outline' | 'solid' | 'ghost';
  /** A circle rather than a rounded square (the avatar's button). */
  round?: boolean;
};

/**
 * Chakra's IconButton (size sm, ghost unless told otherwise) from the static stylesheet. It takes
 * a `className` and a `ref`, so a Chakra trigger drawn `asChild` over it (the bell's popover, the
 * avatar's menu) adds its own.
 */
export function StaticIconButton({ variant = 'ghost', round = false, className, type = 'button', ...rest }: StaticIconButtonProps) {
  const classes = [styles.button, styles[variant], styles.icon, round ? styles.round : '', palettes.brand, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** Holds an icon button's place, its size, until it can be drawn (a bell, a heart, the avatar). */
export function StaticIconPlaceholder({ className, ...rest }: Omit<ComponentProps<'span'>, 'children' | 'aria-hidden'>) {
  return <span aria-hidden="true" className={className ? `${styles.iconPlaceholder} ${className}` : styles.iconPlaceholder} {...rest} />;
}

type StaticCloseButtonProps = Omit<StaticIconButtonProps, 'children' | 'aria-label' | 'variant' | 'round'> & { 'aria-label'?: string };

/** A dialog's "Close": Chakra's CloseButton (a ghost icon button, size sm) from the static stylesheet. */
export function StaticCloseButton({ 'aria-label': label = 'Close', ...rest }: StaticCloseButtonProps) {
  return (
    <StaticIconButton aria-label={label} {...rest}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path
          fillRule="evenodd"
          clipRule="evenodd"
          d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
        />
      </svg>
    </StaticIconButton>
  );
}
