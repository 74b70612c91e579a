import { afterNextPaint } from '@/lib/after-next-paint';
import { oneTaskEach } from '@/lib/one-task-each';
import { APP_ENTRY, APP_MODULE } from './app-code-links';

/** How long a page that paints nothing (a tab opened in the background) waits before starting. */
export const START_ANYWAY_MS = 1000;

/** The shell's first picture's name for Element Timing, which reports when it is on screen. */
export const SHELL_PICTURE_TIMING = 'shell-picture';

/**
 * Starts the app's code once the browser has shown the shell: on a returning buyer's category
 * page, once the shell's first picture (the page's largest paint) is on screen; else once the
 * first paint is. The build names the entry and its preloads with inert links, so the first paint
 * and that picture have a phone's connection to themselves; the app's code is then asked for all
 * at once, as the preloads did. The dev server starts the app itself (its page has no such links).
 *
 * `screenCode` is the opening screen's own chunks (a category page or a dashboard tab someone is
 * remembered for: app-code-links.ts), asked for at the same moment, beside the entry's: they then
 * arrive with it instead of one lazy step after another once it has run.
 */
export function startAppAfterShell(picture: HTMLImageElement | null, screenCode: readonly HTMLLinkElement[] = []): void {
  const entry = document.querySelector<HTMLLinkElement>(`link[rel="${APP_ENTRY}"]`);
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preload = (module: HTMLLinkElement) => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href: module.href }));
    document.querySelectorAll<HTMLLinkElement>(`link[rel="${APP_MODULE}"]`).forEach(preload);
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry.href }));
    // After the entry's own: a connection's queue serves what runs first first.
    preloadInTurns(screenCode, preload);
  };
  setTimeout(start, START_ANYWAY_MS);

  if (picture) {
    // A picture that fails is never shown: nothing to wait for.
    picture.addEventListener('error', start, { once: true });
    const reported = whenReported('element', (paint) => (paint as PerformanceEntry & { identifier: string }).identifier === SHELL_PICTURE_TIMING, start);
    if (!reported) afterLoad(picture, () => afterNextPaint(start));
  } else {
    if (!whenReported('paint', () => true, start)) afterNextPaint(start);
  }
}

/** Screen chunks asked for in one task: a dashboard tab's are 30–45, about 0.4 ms each at full speed. */
export const SCREEN_LINKS_PER_TASK = 4;

/**
 * Asks for `links` a few per task. All in one, a tab's links made a task of 15–19 ms at full speed
 * under Lighthouse's tracing, which its simulation counts four times over (Total Blocking Time);
 * the later turns come long before the entry has arrived and runs.
 */
function preloadInTurns(links: readonly HTMLLinkElement[], preload: (link: HTMLLinkElement) => void): void {
  const turns: (() => void)[] = [];
  for (let from = 0; from < links.length; from += SCREEN_LINKS_PER_TASK) turns.push(() => links.slice(from, from + SCREEN_LINKS_PER_TASK).forEach(preload));
  // The first turn with the entry, in this task; the others a task each.
  turns.shift()?.();
  oneTaskEach(turns);
}

/**
 * Calls `shown` when the browser reports a paint of `type` that `matches` (past ones included),
 * as it reports them: once on screen. False where the browser does not report such paints.
 */
function whenReported(type: string, matches: (paint: PerformanceEntry) => boolean, shown: () => void): boolean {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(matches)) return;
    observer.disconnect();
    shown();
  });
  observer.observe({ type, buffered: true });
  return true;
}

function afterLoad(picture: HTMLImageElement, loaded: () => void): void {
  if (picture.complete) loaded();
  else picture.addEventListener('load', loaded, { once: true });
}
