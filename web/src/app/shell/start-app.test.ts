import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ENTRY, APP_MODULE, SCREEN_MODULE } from './app-code-links';
import { SCREEN_LINKS_PER_TASK, SHELL_PICTURE_TIMING, START_ANYWAY_MS, startAppAfterShell } from './start-app';

// The built page names the app's code with inert links (build/start-app-after-shell.ts).
function builtPage() {
  document.head.innerHTML =
    `<link rel="${APP_ENTRY}" href="/assets/index-abc.js"><link rel="${SCREEN_MODULE}" data-for="/category/:size" href="/assets/category-page-jkl.js">` +
    `<link rel="${APP_MODULE}" href="/assets/react-def.js"><link rel="${APP_MODULE}" href="/assets/app-core-ghi.js">`;
}

const pathOf = (url: string | null) => new URL(url ?? '', location.href).pathname;
const started = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => pathOf(script.getAttribute('src')));
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [pathOf(link.getAttribute('href')), link.getAttribute('crossorigin')]);

/** A shell picture still on its way (jsdom loads no pictures). */
function pictureOnItsWay() {
  const picture = document.createElement('img');
  Object.defineProperty(picture, 'complete', { value: false });
  return picture;
}

/** Runs the next frame's callbacks, then the tasks they left (the frame has painted by then). */
function paintNextFrame() {
  vi.advanceTimersToNextFrame();
  // (The fake clock runs a task set from a frame's callback one millisecond later.)
  vi.advanceTimersByTime(1);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe("starting the app's code", () => {
  it('asks for the entry and its preloads, all at once, once the first frame has painted, and only once', () => {
    builtPage();
    startAppAfterShell(null);
    expect(started()).toEqual([]);

    paintNextFrame();
    expect(started()).toEqual(['/assets/index-abc.js']);
    // As Vite's own tags asked for them: modules, with a bare crossorigin (no credentials).
    expect(preloaded()).toEqual([
      ['/assets/react-def.js', ''],
      ['/assets/app-core-ghi.js', ''],
    ]);
    expect(document.head.querySelector('script')?.getAttribute('crossorigin')).toBe('');

    vi.advanceTimersByTime(2_000);
    expect(started()).toHaveLength(1);
  });

  it("asks for the opening screen's own code with the app's, after the entry's, and nothing else", () => {
    builtPage();
    startAppAfterShell(null, [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${SCREEN_MODULE}"]`)]);
    paintNextFrame();
    expect(started()).toEqual(['/assets/index-abc.js']);
    expect(preloaded().map(([href]) => href)).toEqual(['/assets/react-def.js', '/assets/app-core-ghi.js', '/assets/category-page-jkl.js']);
    const order = [...document.head.querySelectorAll('link[rel="modulepreload"], script')].map((element) => pathOf(element.getAttribute('href') ?? element.getAttribute('src')));
    expect(order).toEqual(['/assets/react-def.js', '/assets/app-core-ghi.js', '/assets/index-abc.js', '/assets/category-page-jkl.js']);

    document.head.innerHTML = '';
    builtPage();
    startAppAfterShell(null);
    paintNextFrame();
    expect(preloaded().map(([href]) => href)).toEqual(['/assets/react-def.js', '/assets/app-core-ghi.js']);
  });

  it("asks for a dashboard tab's many chunks a few per task, the first with the entry, in their order", () => {
    builtPage();
    const tabCode = Array.from({ length: SCREEN_LINKS_PER_TASK * 2 + 3 }, (_, i) => Object.assign(document.createElement('link'), { rel: SCREEN_MODULE, href: `/assets/tab-${i}.js` }));
    startAppAfterShell(null, tabCode);
    paintNextFrame();
    const screenPreloads = () => preloaded().map(([href]) => href!).filter((href) => href.startsWith('/assets/tab-'));
    expect(started()).toEqual(['/assets/index-abc.js']);
    expect(screenPreloads()).toHaveLength(SCREEN_LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(screenPreloads()).toHaveLength(SCREEN_LINKS_PER_TASK * 2);
    vi.advanceTimersToNextTimer();
    expect(screenPreloads()).toEqual(tabCode.map((link) => pathOf(link.getAttribute('href'))));
    vi.advanceTimersByTime(2_000);
    expect(screenPreloads()).toHaveLength(tabCode.length);
  });

  it("waits for the shell's picture (the page's largest paint) to arrive and paint", () => {
    builtPage();
    const picture = pictureOnItsWay();
    startAppAfterShell(picture);
    paintNextFrame();
    expect(started()).toEqual([]);

    picture.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    paintNextFrame();
    expect(started()).toEqual(['/assets/index-abc.js']);
  });

  it('starts at once when the picture fails, and after a second when nothing paints (a tab opened in the background)', () => {
    builtPage();
    const failing = pictureOnItsWay();
    startAppAfterShell(failing);
    failing.dispatchEvent(new Event('error'));
    expect(started()).toEqual(['/assets/index-abc.js']);

    document.head.innerHTML = '';
    builtPage();
    startAppAfterShell(pictureOnItsWay());
    vi.advanceTimersByTime(START_ANYWAY_MS - 2);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(started()).toEqual(['/assets/index-abc.js']);
  });

  it('leaves the dev server to start the app: its page names no built entry', () => {
    startAppAfterShell(null);
    paintNextFrame();
    vi.advanceTimersByTime(2_000);
    expect(started()).toEqual([]);
  });

  // jsdom reports no paints: a stand-in for the browser's PerformanceObserver plays the paints a
  // browser reports (Chromium's Paint Timing and Element Timing).
  describe('in a browser that reports paints', () => {
    type Observed = { type: string; report: (entries: object[]) => void };
    let observed: Observed[] = [];

    beforeEach(() => {
      observed = [];
      class ReportingObserver {
        static supportedEntryTypes = ['paint', 'element', 'largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
        observe({ type }: { type: string }) {
          observed.push({ type, report: (entries) => this.callback({ getEntries: () => entries }) });
        }
        disconnect() {}
      }
      vi.stubGlobal('PerformanceObserver', ReportingObserver);
    });

    const report = (type: string, entry: object) => observed.filter((observer) => observer.type === type).forEach((observer) => observer.report([entry]));

    it('starts once the first paint is reported on screen, not at the frame before', () => {
      builtPage();
      startAppAfterShell(null);
      paintNextFrame();
      expect(started()).toEqual([]);

      report('paint', { name: 'first-paint' });
      expect(started()).toEqual(['/assets/index-abc.js']);
    });

    it("on a returning buyer's category page, starts once the shell's first picture is reported on screen", () => {
      builtPage();
      const picture = pictureOnItsWay();
      startAppAfterShell(picture);
      picture.dispatchEvent(new Event('load'));
      paintNextFrame();
      report('element', { identifier: 'something-else' });
      expect(started()).toEqual([]);

      report('element', { identifier: SHELL_PICTURE_TIMING });
      expect(started()).toEqual(['/assets/index-abc.js']);
    });
  });
});
