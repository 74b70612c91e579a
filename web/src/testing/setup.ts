import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetFakeFirebase } from './fake-firebase';
import { standInForModalDialogs } from './modal-dialog';
import { standInForPopovers } from './popover';

// Firebase cannot run in jsdom: every test talks to the fake of fake-firebase.ts instead.
vi.mock('firebase/auth', async () => (await import('./fake-firebase')).firebaseAuthModule);
vi.mock('@/lib/firebase/app-and-auth', async () => (await import('./fake-firebase')).firebaseModule);
vi.mock('@/lib/firebase/storage', async () => (await import('./fake-firebase')).firebaseStorageModule);

// Lazily loaded screens and menus arrive by dynamic import; on a busy 2-core machine that can
// take longer than Testing Library's default second, so `findBy…` waits up to five.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout and media APIs that Chakra, next-themes and react-hot-toast call on mount.
function stubMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class InertObserver {
  observe(_target?: Element) {}
  unobserve(_target?: Element) {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
/**
 * jsdom lays nothing out, so nothing is ever "in view": this observer reports every element it is
 * given as in view, as a screen tall enough for the whole page would. Lists drawn as they come
 * into view (the catalog's cards) are then drawn whole, as a reader scrolling through sees them.
 */
class InViewObserver extends InertObserver {
  private readonly watched = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    super();
  }
  override observe(target: Element) {
    this.watched.add(target);
    queueMicrotask(() => {
      if (!this.watched.has(target)) return;
      const bounds = target.getBoundingClientRect();
      const entry = { target, isIntersecting: true, intersectionRatio: 1, time: 0, boundingClientRect: bounds, intersectionRect: bounds, rootBounds: null };
      this.report([entry], this as unknown as IntersectionObserver);
    });
  }
  override unobserve(target: Element) {
    this.watched.delete(target);
  }
  override disconnect() {
    this.watched.clear();
  }
}
// A test file may run in Node instead (`@vitest-environment node`, for the build's server-side
// rendering): it has no window to complete.
if (typeof window !== 'undefined') {
  stubMatchMedia();
  // Assigned, not stubbed: afterEach's unstubAllGlobals is for the per-test fetch stubs only.
  Object.assign(globalThis, { ResizeObserver: InertObserver, IntersectionObserver: InViewObserver });
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  standInForModalDialogs();
  standInForPopovers();
}

beforeEach(() => {
  resetFakeFirebase();
  // What a browser keeps between visits (the remembered session, kept answers) is each test's own.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store: clear it so tests do not see each other's.
  toast.remove();
  vi.unstubAllGlobals();
});

// The component tests (web/vitest.shared.ts) share a worker's module graph and window between
// files; each file still starts with the app's own modules fresh, as a page load does, and
// without reactfire's observables of the file before (it keeps them on globalThis).
afterAll(() => {
  vi.resetModules();
  for (const cache of ['_reactFirePreloadedObservables', '_reactFireFirestoreQueryCache', '_reactFireDatabaseCachedQueries']) {
    delete (globalThis as Record<string, unknown>)[cache];
  }
});
