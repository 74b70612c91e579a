import { defineGlobalStyles } from '@chakra-ui/react';

/**
 * Chakra's global styles (its `globalCss`, the `base` layer), less what makes the browser work for
 * every element at every restyle: Chromium resolves every custom property a `*` rule declares on
 * every element, and styles each element's ::selection once `*::selection` exists. So the three
 * variables the reset reads (styles/reset.css) are set once on the root and inherited; those for
 * the `ring`, `filter="auto"` and `backdropFilter="auto"` style props are left out, as neither
 * the app nor its recipes use those (web/build/global-styles.test.ts); and the selection colour
 * is set on the root, which the page's text inherits (a browser without highlight inheritance
 * keeps its own).
 */
export const appGlobalStyles = defineGlobalStyles({
  html: {
    fontFeatureSettings: '"cv11"',
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
    color: 'fg',
    bg: 'bg',
    lineHeight: '1.5',
    colorPalette: 'gray',
  },
  'input::placeholder, textarea::placeholder, [data-placeholder]': { color: 'fg.muted/80' },
  'html::selection': { bg: 'colorPalette.emphasized/80' },
});
