// How the built index.html names the app's entry and its preloads: inert links, which the build
// writes (build/start-app-after-shell.ts) and the shell's script turns into real ones (start-app.ts).
export const APP_ENTRY = 'app-entry';
export const APP_MODULE = 'app-modulepreload';
/** The category screen's own chunks, started with the app's code when that screen is what opens. */
export const CATALOG_MODULE = 'app-catalog-modulepreload';
