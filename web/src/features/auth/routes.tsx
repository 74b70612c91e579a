import type { RouteObject } from 'react-router-dom';

/** Sign In and Sign Up, inside the main layout; each screen is its own chunk with Firebase and the form code. */
export const authRoutes: RouteObject[] = [
  {
    path: 'signin',
    lazy: async () => ({ Component: (await import('./components/sign-in-page')).SignInPage }),
  },
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('./components/sign-up-page')).SignUpPage }),
  },
];

/**
 * Routes for signed-in users only. The guard and reactfire come with them, lazily: the public
 * pages never load either.
 */
export function signedInRoutes(children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: (await import('./signed-in-part')).SignedInPart }), children };
}
