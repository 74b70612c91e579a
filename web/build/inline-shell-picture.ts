import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// The home page shell's picture in index.html: `<img class="boot-picture" src="/…">`.
const SHELL_PICTURE = /(<img class="boot-picture" src=")(\/[^"]+\.svg)(")/;

/**
 * index.html with the shell's picture written in as a data address. The markup sits in a quoted
 * script string, so quotes are escaped too. (That script's hash, which the Content-Security-Policy
 * allows, is therefore the hash of this output, not of the source.)
 */
export function withShellPictureInline(html: string, publicDir: string): string {
  return html.replace(SHELL_PICTURE, (_match, before: string, path: string, after: string) => {
    const svg = readFileSync(join(publicDir, path), 'utf8');
    const encoded = encodeURIComponent(svg).replace(/'/g, '%27');
    return `${before}data:image/svg+xml,${encoded}${after}`;
  });
}

/**
 * Writes the home page shell's picture (a small SVG from public/) into index.html as a data
 * address. The shell then paints complete in the first frame, before the app's code starts to
 * run, instead of waiting for one more request.
 */
export function inlineShellPicture(): Plugin {
  let publicDir = '';
  return {
    name: 'inline-shell-picture',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      return withShellPictureInline(html, publicDir);
    },
  };
}
