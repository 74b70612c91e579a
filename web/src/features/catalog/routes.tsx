import type { RouteObject } from 'react-router-dom';

/** Category pages and the product page, inside the main layout, for signed-in users. */
export const catalogRoutes: RouteObject[] = [];
