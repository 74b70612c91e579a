import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { apiReferenceRoutes } from '@/features/api-reference';
import { authRoutes, SessionEndWatcher } from '@/features/auth';
import { blogsRoutes } from '@/features/blogs';
import { catalogRoutes } from '@/features/catalog';
import { contactRoutes } from '@/features/contact';
import { DashboardArriving, dashboardRoutes } from '@/features/dashboard';
import { HomePage } from '@/features/home';
import { routeCodePrefetcher, RouteCodeContext } from '@/lib/route-code';
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

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
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
