import { useState } from 'react';
import { createBrowserRouter, data, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { authRoutes } from '@/features/auth/routes';
import { catalogRoutes } from '@/features/catalog/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { ErrorPage } from './error-page';
import { MainLayout } from './layouts/main-layout';

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

// Every screen is its own chunk, fetched when its route is first visited: the home page
// never pays for the contact form or, later, the dashboard.
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
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/home/components/home-page')).HomePage }),
          },
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
  return <RouterProvider router={router} />;
}
