import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '@/testing/render';
import { AuthProvider } from '../auth-provider';

/**
 * Renders routes under the real AuthProvider (over the fake Firebase), so the current user
 * changes as the fake reports sign-ins and sign-outs, as it does in the app.
 */
export function renderWithAuth(routes: RouteObject[], path: string) {
  return renderRoutes([{ element: <AuthProvider><Outlet /></AuthProvider>, children: routes }], { path });
}
