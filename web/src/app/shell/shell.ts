// The script index.html runs before the app's code: the build writes this module, bundled, in
// place of its script element (build/inline-shell-script.ts).
import { drawShell, screenCodeOpening } from './draw-shell';
import { startAppAfterShell } from './start-app';

const root = document.getElementById('root');
let picture: HTMLImageElement | null = null;
let screenCode: HTMLLinkElement[] = [];
try {
  picture = root && drawShell(root, location);
  screenCode = screenCodeOpening(location.pathname);
} finally {
  // Whatever happened while drawing, the app starts (the shell only decides when).
  startAppAfterShell(picture, screenCode);
}
