import type { RouteObject } from 'react-router-dom';

/** The dashboard: its own layout with the tab bar, for signed-in users. */
export const dashboardRoutes: RouteObject[] = [];
