import { useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { apiReferenceRoutes } from '@/features/api-reference';
import { authRoutes, SessionEndWatcher } from '@/features/auth';
import { blogsRoutes } from '@/features/blogs';
import { catalogRoutes } from '@/features/catalog';
import { contactRoutes } from '@/features/contact';
import { DashboardArriving, dashboardRoutes } from '@/features/dashboard';
import { HomePage } from '@/features/home';
import { lazyRoutesAt, routeCodePrefetcher, RouteCodeContext } from '@/lib/route-code';
import { unknownAddress } from '@/lib/routing';
import { MainLayout } from './layouts/main-layout';

/** The top bar and footer around `children`, `arriving` in the screen's place while its code comes; a failure of the layout itself shows the error page alone. */
function inMainLayout(path: string, children: RouteObject[], arriving: ReactNode = <PageSpinner />): RouteObject {
  return { path, element: <MainLayout />, errorElement: <ErrorPage standalone />, hydrateFallbackElement: <MainLayout arriving={arriving} />, children };
}

/** The dashboard in the main layout; its tabs keep their tab bar around their own errors. */
export const dashboardRoute = inMainLayout('/dashboard', dashboardRoutes, <DashboardArriving />);

// Every other screen is its own chunk, fetched when its route is first visited: the home page
// never pays for the contact form or the dashboard. The home page itself, where most visits
// start, comes with the app, so its first paint waits for no second round of downloads.
export const routes: RouteObject[] = [
  inMainLayout('/', [
    {
      // A screen's failure (or an unknown address) keeps the top bar and footer around it.
      errorElement: <ErrorPage />,
      children: [{ index: true, Component: HomePage }, ...blogsRoutes, ...contactRoutes, ...apiReferenceRoutes, ...authRoutes, ...catalogRoutes, unknownAddress],
    },
  ]),
  dashboardRoute,
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made but not started: main.tsx starts it (`initialize()`, which matches the
 * address opened and asks for its screen's code) in a task of its own, both before the first
 * render. Made inside that render, as createBrowserRouter makes and starts it in one go, it was a
 * part React cannot slice: 13–31 ms at full speed under Lighthouse's tracing, 14–17 ms once the
 * screen's code was asked for ahead. This is createBrowserRouter's own recipe, from the parts
 * react-router exports for frameworks (named UNSAFE_: the browser tests hold it).
 */
export const makeAppRouter = (): AppRouterInstance =>
  createRouter({ history: createBrowserHistory(), routes, mapRouteProperties, hydrationRouteProperties });

/**
 * Asks for the code of each lazy route the address opens on (the dashboard's frame, the signed-in
 * guard, the tab bar, the tab), one piece of work each, for main.tsx to run before the router does: the bundler's
 * loader adds the page a link per file of a route (its stylesheets too), 3–8 ms a route, which
 * the router, asking for all at its start, did in one task. It then finds them asked for.
 */
export function openingScreenCode(path: string): (() => void)[] {
  // A failure is the router's to show: it asks again.
  return lazyRoutesAt(routes, path).map((lazy) => () => void lazy().catch(() => {}));
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  const [prefetchRouteCode] = useState(() => routeCodePrefetcher(routes));
  return (
    <>
      {/* Beside the screens, not in one: a session may end on any of them. */}
      <SessionEndWatcher router={router} />
      <RouteCodeContext.Provider value={prefetchRouteCode}>
        <RouterProvider router={router} />
      </RouteCodeContext.Provider>
    </>
  );
}
