/**
 * A Chakra colour token ('teal.fg', 'border', 'fg.muted') as the CSS variable the theme defines
 * for it, which follows the light and the dark theme: `var(--chakra-colors-teal-fg)`.
 */
export const colorVar = (token: string) => `var(--chakra-colors-${token.replaceAll('.', '-')})`;
