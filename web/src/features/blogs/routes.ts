import type { RouteObject } from 'react-router-dom';

/** The blogs page, inside the main layout; its own chunk, fetched on the first visit. */
export const blogsRoutes: RouteObject[] = [
  { path: 'blogs', lazy: async () => ({ Component: (await import('./components/blogs-page')).BlogsPage }) },
];
