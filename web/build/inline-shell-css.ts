import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where index.html names the shell's stylesheet: `<link rel="stylesheet" data-shell href="/src/app/shell/shell.css" />`. */
export const SHELL_STYLESHEET = /<link rel="stylesheet" data-shell href="\/(src\/[^"]+\.css)"\s*\/?>/;

/** The file of the shell's stylesheet that index.html names, from the web app's folder. */
export function shellStylesheetFile(html: string): string {
  const element = SHELL_STYLESHEET.exec(html);
  if (!element) throw new Error('index.html names no shell stylesheet (<link rel="stylesheet" data-shell href="/src/….css">)');
  return fileURLToPath(new URL(`../${element[1]}`, import.meta.url));
}

/** index.html with the shell's stylesheet written in as a `<style>` element, in place of its link. */
export function withShellCssInline(html: string): string {
  const css = readFileSync(shellStylesheetFile(html), 'utf8');
  // A "</style" inside the CSS would end the element early; CSS never needs one.
  if (/<\/style/i.test(css)) throw new Error('The shell\'s stylesheet contains "</style": it cannot be written into index.html');
  return html.replace(SHELL_STYLESHEET, () => `<style>\n${css}</style>`);
}

/**
 * Writes the still shell's stylesheet (src/app/shell/shell.css) into index.html, so the shell
 * paints in the first frame without one more request. Runs before Vite's own pass over the page,
 * which minifies it as any inline style (and would otherwise bundle the link with the app's CSS).
 * In the dev server, an edit of the file reloads the page.
 */
export function inlineShellCss(): Plugin {
  let file = '';
  return {
    name: 'inline-shell-css',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        file = shellStylesheetFile(html);
        return withShellCssInline(html);
      },
    },
    handleHotUpdate({ file: changed, server }) {
      if (changed !== file.replaceAll('\\', '/') && changed !== file) return;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
