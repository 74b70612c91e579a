import type { ReactNode } from 'react';

export type IconProps = {
  /** Give a label when the icon carries meaning on its own; without one it is decorative. */
  label?: string;
  size?: string;
  /** Thicker lines for small controls over pictures. */
  strokeWidth?: number;
};

/**
 * The one way the app draws an icon: a stroke drawing inline (Feather's geometry), named for
 * screen readers when it has a label and hidden from them when it has none. No icon package
 * comes with the first page's JavaScript.
 */
export function Icon({ label, size = '1.25em', strokeWidth = 2, children }: IconProps & { children: ReactNode }) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...naming}
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}

/** A named icon: its drawing in the one wrapper. */
export const iconOf = (drawing: ReactNode) =>
  function NamedIcon(props: IconProps) {
    return <Icon {...props}>{drawing}</Icon>;
  };
