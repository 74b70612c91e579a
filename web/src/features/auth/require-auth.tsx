import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from './current-user';

/**
 * The guard of the signed-in routes: a spinner while authentication loads, then either the
 * screen or the sign-in page, which brings the visitor back here afterwards (spec: Guard).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/signin" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
