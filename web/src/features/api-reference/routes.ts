import type { RouteObject } from 'react-router-dom';

/**
 * The API reference, inside the main layout; its own chunk, fetched on the first visit. Hosting
 * sends every other /api address to the API itself (firebase.json's rewrites).
 */
export const apiReferenceRoutes: RouteObject[] = [
  { path: 'api/docs', lazy: async () => ({ Component: (await import('./components/api-reference-page')).ApiReferencePage }) },
];
