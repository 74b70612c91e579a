import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { whenIdle } from './when-idle';

/**
 * Fetches the code of the screens at `paths` before they are visited, one route's code per idle
 * moment; answers the cancel of what has not started.
 *
 * Why: the first visit of a screen whose code is its own chunk fetches that code from within the
 * press (the router asks the route, the bundler's loader adds a link per file to the page), which
 * on a phone took 30–100 ms of the press alone. Fetched ahead, the press only draws the screen.
 */
export type PrefetchRouteCode = (paths: readonly string[]) => () => void;

type Lazy = () => Promise<unknown>;

/** The lazy routes (the code not yet in the page) that the address `path` opens on, outermost first. */
export function lazyRoutesAt(routes: RouteObject[], path: string): Lazy[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (typeof route.lazy === 'function' ? [route.lazy as Lazy] : []));
}

/**
 * The prefetcher of the app's routes: each route's code is asked for once, again only if that
 * failed. Matching an address is an idle moment's work of its own too: each match walks the whole
 * route tree, and the dashboard's fifteen tabs matched at once were 5–10 ms in one task.
 */
export function routeCodePrefetcher(routes: RouteObject[]): PrefetchRouteCode {
  const asked = new Set<Lazy>();
  return (paths) => {
    // Addresses still to match, and the routes they matched, still to ask.
    const queue: (string | Lazy)[] = [...paths];
    let stopped = false;
    let cancel = () => {};
    const next = () => {
      const item = queue.shift();
      if (stopped || item === undefined) return;
      if (typeof item === 'string') queue.unshift(...new Set(lazyRoutesAt(routes, item).filter((lazy) => !asked.has(lazy))));
      else if (!asked.has(item)) {
        asked.add(item);
        // A failure here is no one's concern yet: the visit itself asks again and says so.
        item().catch(() => asked.delete(item));
      }
      if (queue.length) cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => {
      stopped = true;
      cancel();
    };
  };
}

/** The app's prefetcher; outside the app (a component alone in a test) it fetches nothing. */
export const RouteCodeContext = createContext<PrefetchRouteCode>(() => () => {});

export const usePrefetchRouteCode = () => useContext(RouteCodeContext);
