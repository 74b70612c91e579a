import type { Plugin } from 'vite';
import { ENTRY_SCRIPT } from './vite-html-tags.ts';

/** A stylesheet link as Vite writes it into index.html: the entry's, and those of chunks it imports. */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * Writes the first page's own stylesheets (the frame's and the home page's static styles, a few
 * KB) into index.html, in place of their links: the entry's, and those of the chunks the entry
 * imports (app-core's). A linked stylesheet blocks the first paint until it has arrived: on a
 * phone's connection that was one more round trip before anything showed, the home page's still
 * shell included.
 *
 * Lazily loaded chunks that share code with the entry list those stylesheets among what they
 * need, and Vite's preload helper would fetch one when it finds no link to it: in those lists each
 * inlined stylesheet's name is replaced by the entry's script, which is loaded already (the helper
 * fetches each name once, so nothing more is asked for).
 */
export function inlineEntryCss(): Plugin {
  let inlined: { css: string[]; script: string } | null = null;
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const script = ENTRY_SCRIPT.exec(html);
        if (!script) return html;
        const css: string[] = [];
        const page = html.replace(STYLESHEET, (link, name: string) => {
          const asset = context.bundle?.[name];
          if (!asset || asset.type !== 'asset') return link;
          const text = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // A "</style" inside the CSS would end the element early; CSS never needs one.
          if (/<\/style/i.test(text)) throw new Error(`${name} contains "</style": it cannot be written into index.html`);
          css.push(name);
          return `<style>${text}</style>`;
        });
        // The chunks name files without the leading slash.
        inlined = { css, script: script[1]!.slice(1) };
        return page;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!inlined) return;
        const { css, script } = inlined;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const name of css) if (chunk.code.includes(`"${name}"`)) chunk.code = chunk.code.replaceAll(`"${name}"`, `"${script}"`);
        }
      },
    },
  };
}
