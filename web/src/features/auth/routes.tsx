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
 * Routes for signed-in users only, with their guard, lazily: the public pages never load it. The
 * guard reads the app's current user, so these screens wait for no Firebase code of their own.
 */
export function signedInRoutes(children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: (await import('./signed-in-part')).SignedInPart }), children };
}
