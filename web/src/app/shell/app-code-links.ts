// How the built index.html names the app's entry and its preloads: inert links, which the build
// writes (build/start-app-after-shell.ts) and the shell's script turns into real ones (start-app.ts).
export const APP_ENTRY = 'app-entry';
export const APP_MODULE = 'app-modulepreload';
/**
 * A screen's own chunks, started with the app's code when that screen is what opens for someone
 * remembered. Each link names the screens that need it in `data-for`: route patterns as the
 * router spells them (`/category/:size`, `/dashboard/*`, `/dashboard/myProducts`).
 */
export const SCREEN_MODULE = 'app-screen-modulepreload';
export const SCREENS_OF_MODULE = 'data-for';
