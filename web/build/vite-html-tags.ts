// How Vite writes the app's code into the built index.html, read by the build's own transforms
// (inline-entry-css.ts, start-app-after-shell.ts): one pattern for each tag, so they cannot drift.

/** The entry's module script; group 1 is its address (`/assets/….js`). */
export const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** A module preload of a chunk the entry imports; group 1 is its address. */
export const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
