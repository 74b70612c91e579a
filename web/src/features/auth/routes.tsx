import type { RouteObject } from 'react-router-dom';

/** Sign In and Sign Up, inside the main layout. */
export const authRoutes: RouteObject[] = [];
