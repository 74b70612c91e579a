import { useState } from 'react';
import { createBrowserRouter, data, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { authRoutes } from '@/features/auth/routes';
import { EndOfSession } from '@/features/auth/session/end-of-session';
import { catalogRoutes } from '@/features/catalog/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { HomePage } from '@/features/home/components/home-page';
import { ErrorPage } from './error-page';
import { MainLayout } from './layouts/main-layout';

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

// Every other screen is its own chunk, fetched when its route is first visited: the home page
// never pays for the contact form or the dashboard. The home page itself, where most visits
// start, comes with the app, so its first paint waits for no second round of downloads.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <ErrorPage standalone />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A screen's failure (or an unknown address) keeps the top bar and footer around it.
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: HomePage },
          {
            path: 'blogs',
            lazy: async () => ({ Component: (await import('@/features/blogs/components/blogs-page')).BlogsPage }),
          },
          {
            path: 'contactUs',
            lazy: async () => ({ Component: (await import('@/features/contact/components/contact-page')).ContactPage }),
          },
          ...authRoutes,
          ...catalogRoutes,
          // Any other address is a 404; the element is never rendered, as the loader always throws.
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
  ...dashboardRoutes,
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <>
      {/* Beside the screens, not in one: a session may end on any of them. */}
      <EndOfSession router={router} />
      <RouterProvider router={router} />
    </>
  );
}
