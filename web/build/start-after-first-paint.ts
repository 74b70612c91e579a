import type { Plugin } from 'vite';

/** The entry's module script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** The id of the preload that names the app's entry for index.html's shell script. */
export const APP_ENTRY_ID = 'app-entry';

/**
 * Turns the entry's module script into a module preload of the same file, which index.html's
 * shell script starts once the browser has painted the shell. The code is fetched as early as
 * before; only its running waits a frame. A module script runs as soon as the page is parsed when
 * its code is already there (a fast connection, the browser's cache), before the browser's first
 * frame: the page then showed nothing until the app's code had run, on a phone a few hundred
 * milliseconds.
 */
export function preloadEntry(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no entry module script to start after the first paint (web/build/start-after-first-paint.ts)');
  return html.replace(entry[0], () => `<link rel="modulepreload" crossorigin href="${entry[1]}" id="${APP_ENTRY_ID}">`);
}

export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: preloadEntry },
  };
}
