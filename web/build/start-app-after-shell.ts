import type { Plugin } from 'vite';
import { APP_ENTRY, APP_MODULE } from '../src/app/shell/app-code-links.ts';
import { ENTRY_SCRIPT, MODULE_PRELOAD } from './vite-html-tags.ts';

/**
 * Names the app's entry and its preloads with inert links (`app-entry`, `app-modulepreload`)
 * that the shell's script turns into the real ones once the shell has painted
 * (src/app/shell/start-app.ts), so the app's code does not share a phone's connection with the
 * first paint and the page's largest picture.
 */
export function startAppAfterShell(): Plugin {
  return {
    name: 'start-app-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry module script for the shell to start');
        return html
          .replace(ENTRY_SCRIPT, (_element, src: string) => `<link rel="${APP_ENTRY}" href="${src}">`)
          .replace(MODULE_PRELOAD, (_element, href: string) => `<link rel="${APP_MODULE}" href="${href}">`);
      },
    },
  };
}
