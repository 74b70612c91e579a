// @vitest-environment node
// Emotion writes its styles on the server path here (no document), as the build does.
import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../src/components/ui/system';
import { chakraGlobalCss } from './chakra-global-css';

/** The global style elements Chakra's own provider writes (server rendering writes them inline). */
function providerGlobalCss(): string {
  const html = renderToString(createElement(ChakraProvider, { value: appSystem(), children: 'page' }));
  return [...html.matchAll(/<style data-emotion="css-global[^"]*"[^>]*>(.*?)<\/style>/g)].map((match) => match[1]).join('');
}

describe("Chakra's global styles written at build time", () => {
  it("are exactly what Chakra's provider inserts: the layer order, the reset, the base styles and the tokens", () => {
    const css = chakraGlobalCss(appSystem());
    expect(css).toBe(providerGlobalCss());
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    // The app's own brand colours, in both modes.
    expect(css).toMatch(/--chakra-colors-brand-solid:var\(--chakra-colors-teal-700\)/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-brand-fg:var\(--chakra-colors-teal-300\)/);
  });
});

describe('the fonts the global styles name', () => {
  it("draw ids in the platform's own monospace: two names, not five for a phone to look up one by one", () => {
    const mono = /--chakra-fonts-mono:([^;]*);/.exec(chakraGlobalCss(appSystem()))?.[1];
    expect(mono?.split(',').map((name) => name.trim())).toEqual(['ui-monospace', 'monospace']);
  });
});
