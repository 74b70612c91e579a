import type { RedocNormalizedOptions, RedocRawOptions } from 'redoc';
import type { ColorMode } from '@/components/ui/color-mode';
import { appSystem } from '@/components/ui/system';

type ReferenceTheme = NonNullable<RedocRawOptions['theme']>;
type ExtensionsHook = NonNullable<RedocNormalizedOptions['theme']['extensionsHook']>;

/**
 * One of the app's palette colours as its hex value: Redoc derives shades with polished, which
 * needs real colours, never the CSS variables the rest of the app paints with.
 */
function colour(token: string): string {
  const value: unknown = appSystem().token(`colors.${token}`);
  if (typeof value !== 'string' || !value.startsWith('#')) throw new Error(`The theme has no colour ${token}.`);
  return value;
}

/** What differs between the two modes, as the app's semantic colours (fg, bg, border, brand…) map them. */
type Palette = {
  text: string;
  mutedText: string;
  page: string;
  subtle: string;
  border: string;
  brand: string;
  brandHover: string;
  success: string;
  failure: string;
  redirect: string;
  info: string;
  codeText: string;
  codeBackground: string;
};

const light = (): Palette => ({
  text: colour('black'),
  mutedText: colour('gray.600'),
  page: colour('white'),
  subtle: colour('gray.50'),
  border: colour('gray.200'),
  brand: colour('teal.700'),
  brandHover: colour('teal.800'),
  success: colour('green.700'),
  failure: colour('red.700'),
  redirect: colour('orange.700'),
  info: colour('blue.700'),
  codeText: colour('gray.800'),
  codeBackground: colour('gray.100'),
});

const dark = (): Palette => ({
  text: colour('gray.50'),
  mutedText: colour('gray.400'),
  page: colour('black'),
  subtle: colour('gray.950'),
  border: colour('gray.800'),
  brand: colour('teal.300'),
  brandHover: colour('teal.200'),
  success: colour('green.300'),
  failure: colour('red.300'),
  redirect: colour('orange.300'),
  info: colour('blue.300'),
  codeText: colour('gray.100'),
  codeBackground: colour('gray.800'),
});

/**
 * A status: its words and the light band behind them in the middle panel (in the mode's shade),
 * and its tab over the always-dark samples panel (in a light shade).
 */
const response = (color: string, onDarkPanel: string) => ({ color, backgroundColor: `${color}1a`, tabTextColor: onDarkPanel });

/**
 * CSS, through the hooks Redoc offers, for parts whose colours it wrote in: the underlined headings
 * ("Request body schema") with the media type beside them, the lines between a schema's fields,
 * and in dark mode a field's pattern, in a teal too dark for the dark page.
 */
function redrawnParts(palette: Palette, mode: ColorMode): ExtensionsHook {
  return (part: string) => {
    switch (part) {
      case 'UnderlinedHeader':
        return `color: ${palette.mutedText}; border-bottom-color: ${palette.border}; span { color: ${palette.text}; }`;
      case 'PropertyDetailsCell':
        return `border-bottom-color: ${palette.border};${mode === 'dark' ? ` > div > div > span[class] { color: ${palette.mutedText}; }` : ''}`;
      default:
        return '';
    }
  };
}

/**
 * Redoc's theme for a colour mode, in the app's colours and fonts. The code samples' panel is
 * dark in both modes, as the code blocks of most API references are. What the theme cannot reach
 * is set on the reference's container (reference.module.css).
 */
export function referenceTheme(mode: ColorMode): ReferenceTheme {
  const palette = mode === 'dark' ? dark() : light();
  // The method badges carry white text, so they keep the deep shades (6.8:1 and more) in both modes.
  const badge = { get: colour('green.700'), post: colour('blue.700'), put: colour('orange.700'), patch: colour('orange.700'), delete: colour('red.700'), other: colour('gray.600') };
  const codePanel = colour('gray.900');
  return {
    spacing: { sectionHorizontal: 24, sectionVertical: 32 },
    colors: {
      // `light` names extra labels ("additional property"): Redoc's default, a lighter brand, is too faint on white.
      primary: { main: palette.brand, light: palette.brand },
      success: { main: palette.success },
      error: { main: palette.failure },
      text: { primary: palette.text, secondary: palette.mutedText },
      border: { dark: palette.border, light: palette.page },
      gray: { 50: palette.subtle, 100: palette.border },
      responses: {
        success: response(palette.success, colour('green.300')),
        error: response(palette.failure, colour('red.300')),
        redirect: response(palette.redirect, colour('orange.300')),
        info: response(palette.info, colour('blue.300')),
      },
      http: { get: badge.get, post: badge.post, put: badge.put, patch: badge.patch, delete: badge.delete, options: badge.other, head: badge.other, basic: badge.other, link: badge.other },
    },
    schema: {
      linesColor: palette.border,
      typeNameColor: palette.mutedText,
      typeTitleColor: palette.mutedText,
      requireLabelColor: palette.failure,
      nestedBackground: palette.subtle,
      arrow: { color: palette.mutedText },
    },
    typography: {
      fontSize: '15px',
      lineHeight: '1.6em',
      fontFamily: 'var(--chakra-fonts-body)',
      headings: { fontFamily: 'var(--chakra-fonts-heading)', fontWeight: '600', lineHeight: '1.4em' },
      code: { fontFamily: 'var(--chakra-fonts-mono)', fontSize: '13px', color: palette.codeText, backgroundColor: palette.codeBackground },
      links: { color: palette.brand, visited: palette.brand, hover: palette.brandHover },
    },
    rightPanel: {
      backgroundColor: codePanel,
      textColor: colour('gray.50'),
      servers: { overlay: { backgroundColor: palette.page, textColor: palette.text }, url: { backgroundColor: palette.subtle } },
    },
    codeBlock: { backgroundColor: colour('gray.950') },
    extensionsHook: redrawnParts(palette, mode),
  };
}
