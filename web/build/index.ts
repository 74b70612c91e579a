// The web app's build pipeline, in the order it runs: every plugin of the build, each with what it
// does and what it bought (measured; docs/web-build.md has the runs). vite.config.ts uses this list
// and nothing else. Chakra UI's own code is changed by patches at install (patches/ at the root),
// not here. Steps marked "build" do nothing in the dev server (docs/web-build.md says why).
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { requireProductionConfig } from './production-config.ts';
import { appCoreTest, packagesTest, REACT_PACKAGES } from './app-modules.ts';
import { chakraGlobalCssAtBuild } from './chakra-global-css.ts';
import { keepFirebaseHeaders } from './firebase-headers.ts';
import { inlineEntryCss } from './inline-entry-css.ts';
import { inlineShellCss } from './inline-shell-css.ts';
import { inlineShellPicture } from './inline-shell-picture.ts';
import { inlineShellScript } from './inline-shell-script.ts';
import { pureContractSchemas } from './pure-contract.ts';
import { startAppAfterShell } from './start-app-after-shell.ts';

export function buildPipeline(): PluginOption[] {
  return [
    // build: a production build stops when its Firebase config is missing or points at the emulators.
    requireProductionConfig(),
    // React's JSX, and Fast Refresh in the dev server.
    react(),
    // build: the contract's zod schemas are pure and its modules side-effect free, so zod stays out of the home page's code.
    pureContractSchemas(),
    // build: Chakra's global styles (43 KB of CSS) written into index.html instead of at run time: category TBT 405 → 272 ms, home 244 → 127 ms.
    chakraGlobalCssAtBuild(),
    // The still shell's styles (src/app/shell/shell.css) written into index.html, so the shell paints with the first frame.
    inlineShellCss(),
    // The still shell's script bundled into index.html: the top bar, the first slide and a returning buyer's first cards before any JavaScript arrives (FCP 2.1–2.9 → 0.7 s; category LCP 3.7 → 2.2 s).
    inlineShellScript(),
    // The home page shell's picture written in as a data address: the shell paints complete without one more request.
    inlineShellPicture(),
    // build: the first page's stylesheet written into index.html instead of linked (FCP 1.6 → 0.7 s).
    inlineEntryCss(),
    // build: the app's code (and a category page's chunks) started by the shell once it is on screen (category LCP 3.6–3.8 → 0.76–0.95 s; TBT about 280 → 210 ms for the chunks).
    startAppAfterShell(),
    // build: firebase.json's Content-Security-Policy allows exactly index.html's inline scripts (their hashes written in; fails under CI).
    keepFirebaseHeaders(),
  ];
}

/** How the build splits the app's code into chunks (module paths: app-modules.ts). */
export const codeSplitting = {
  groups: [
    // React and the router change least often: their own chunk stays cached across releases.
    { name: 'react', test: packagesTest(REACT_PACKAGES), priority: 2 },
    // What the first page runs and later screens share, as one chunk: 27 requests on the home page instead of 36.
    { name: 'app-core', test: appCoreTest(), priority: 1 },
  ],
};
