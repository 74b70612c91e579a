import type { RouteObject } from 'react-router-dom';

/** The contact page, inside the main layout; its own chunk, fetched on the first visit. */
export const contactRoutes: RouteObject[] = [
  { path: 'contactUs', lazy: async () => ({ Component: (await import('./components/contact-page')).ContactPage }) },
];
