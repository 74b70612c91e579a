import type { DashboardTab } from '../tabs';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';

// The fields react-router's isRouteErrorResponse looks for: the error page shows this refusal
// exactly as it shows a 404 thrown by a loader.
const FORBIDDEN = { status: 403, statusText: 'Forbidden', internal: false, data: null };

/** Lets through only the users whose role may see the tab; anyone else gets the 403 error page. */
export function TabGate({ tab }: { tab: DashboardTab }) {
  const { user } = useCurrentUser();
  if (!user || !tab.visible(user.role)) throw FORBIDDEN;
  return <Outlet />;
}
