import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { oneByOneWhenIdle } from './when-idle';

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

/** The prefetcher of the app's routes: each route's code is asked for once, again only if that failed. */
export function routeCodePrefetcher(routes: RouteObject[]): PrefetchRouteCode {
  const asked = new Set<Lazy>();
  return (paths) => {
    const lazies = new Set<Lazy>();
    for (const path of paths) {
      for (const { route } of matchRoutes(routes, path) ?? []) {
        if (typeof route.lazy === 'function') lazies.add(route.lazy as Lazy);
      }
    }
    return oneByOneWhenIdle(
      [...lazies].map((lazy) => () => {
        if (asked.has(lazy)) return;
        asked.add(lazy);
        // A failure here is no one's concern yet: the visit itself asks again and says so.
        lazy().catch(() => asked.delete(lazy));
      }),
    );
  };
}

/** The app's prefetcher; outside the app (a component alone in a test) it fetches nothing. */
export const RouteCodeContext = createContext<PrefetchRouteCode>(() => () => {});

export const usePrefetchRouteCode = () => useContext(RouteCodeContext);
