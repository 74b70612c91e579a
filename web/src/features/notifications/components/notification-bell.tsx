import { lazy, Suspense } from 'react';
import { StaticIconPlaceholder } from '@/components/ui/static-button';
import { useCurrentUser } from '@/features/auth';

// The bell and its polling come only once someone is signed in; its popover and list, on its first press.
const NotificationCenter = lazy(async () => ({ default: (await import('./notification-center')).NotificationCenter }));

/** The top bar's bell, for signed-in users only. */
export function NotificationBell() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={<StaticIconPlaceholder />}>
      <NotificationCenter />
    </Suspense>
  );
}
