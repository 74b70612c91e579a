import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { CHAKRA_GLOBAL_CSS_ID } from '../src/components/ui/global-css-id.ts';

/** What of a Chakra system its provider writes into the page as global styles. */
export interface ChakraGlobalStyles {
  layers: { atRule: string };
  _global: unknown;
}

/**
 * The CSS Chakra's provider inserts when the app starts (the layer order, the reset, the base
 * styles and the token variables of both colour modes), written as Emotion writes it: the same
 * serializer and the same stylis plugins, on Emotion's server path (no document here).
 */
export function chakraGlobalCss(system: ChakraGlobalStyles): string {
  if ('document' in globalThis) throw new Error('chakraGlobalCss runs at build time, outside a browser');
  const cache = createCache({ key: 'css' });
  const rules = [system.layers.atRule, system._global].map((styles) => cache.insert('', serializeStyles([styles as never], cache.registered), cache.sheet, false));
  const css = rules.join('');
  // A "</style" inside the CSS would end the element early; CSS never needs one.
  if (/<\/style/i.test(css)) throw new Error('Chakra\'s global CSS contains "</style": it cannot be written into index.html');
  return css;
}

const SYSTEM = fileURLToPath(new URL('../src/components/ui/system.ts', import.meta.url));

/**
 * Writes Chakra's global styles into index.html at build time. Inserted by the provider, they
 * were serialized and parsed (43 KB of CSS, most of it the token variables) while React drew the
 * first screen, in its longest task on a phone; the provider now leaves them out when it finds
 * them in the page (`components/ui/provider.tsx`), and Chakra's theme builds them only when
 * first read (patches/ at the root), so the page never builds them. They come before Emotion's
 * own style elements (appended to the head as the app runs), so the layer order they declare
 * (reset, base, tokens, recipes) is the page's, as when Chakra inserts them; the app's static
 * stylesheets are outside the layers and win over all of them either way.
 */
export function chakraGlobalCssAtBuild(): Plugin {
  let css: string | null = null;
  return {
    name: 'chakra-global-css-at-build',
    apply: 'build',
    async buildStart() {
      // The app's own system module, through Vite's module runner: the theme is written once.
      const { module } = await runnerImport<{ appSystem: () => ChakraGlobalStyles }>(SYSTEM, { configFile: false, logLevel: 'error' });
      css = chakraGlobalCss(module.appSystem());
    },
    transformIndexHtml: {
      // After Vite's own pass over the page, which would run the CSS through its minifier (it
      // dropped the layer-order statement).
      order: 'post',
      handler() {
        if (css === null) throw new Error('Chakra\'s global CSS was not built');
        return [{ tag: 'style', attrs: { id: CHAKRA_GLOBAL_CSS_ID }, children: css, injectTo: 'head' }];
      },
    },
  };
}
