import type { Plugin } from 'vite';
import { ENTRY_SCRIPT } from './vite-html-tags.ts';

/** The entry's stylesheet link as Vite writes it into index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/;

/**
 * Writes the first page's own stylesheet (the frame's and the home page's static styles, a few KB)
 * into index.html, in place of its link. A linked stylesheet blocks the first paint until it has
 * arrived: on a phone's connection that was one more round trip before anything showed, the
 * home page's still shell included.
 *
 * Lazily loaded chunks that share code with the entry list its stylesheet among what they need,
 * and Vite's preload helper would fetch it when it finds no link to it: in those lists the
 * stylesheet's name is replaced by the entry's script, which is loaded already (the helper
 * fetches each name once, so nothing more is asked for).
 */
export function inlineEntryCss(): Plugin {
  let inlined: { css: string; script: string } | null = null;
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const link = ENTRY_STYLESHEET.exec(html);
        const script = ENTRY_SCRIPT.exec(html);
        const asset = link && context.bundle?.[link[1]!];
        if (!link || !script || !asset || asset.type !== 'asset') return html;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        // A "</style" inside the CSS would end the element early; CSS never needs one.
        if (/<\/style/i.test(css)) throw new Error(`${link[1]} contains "</style": it cannot be written into index.html`);
        // The chunks name files without the leading slash.
        inlined = { css: link[1]!, script: script[1]!.slice(1) };
        return html.replace(link[0], () => `<style>${css}</style>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!inlined) return;
        const { css, script } = inlined;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.code.includes(`"${css}"`)) chunk.code = chunk.code.replaceAll(`"${css}"`, `"${script}"`);
        }
      },
    },
  };
}
