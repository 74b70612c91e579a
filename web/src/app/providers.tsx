import { lazy, Suspense, type ReactNode } from 'react';
import { UiProvider } from '@/components/ui/provider';
import { AuthProvider } from '@/features/auth';
import { SwrProvider } from '@/lib/swr';
import { AppErrorBoundary } from './app-error-boundary';

// Toasts only follow a user's action on a lazily loaded screen: the toaster (react-hot-toast and
// its CSS-in-JS) stays out of the first page's JavaScript. Its store is module-level, so a toast
// raised before the toaster arrives still shows once it does.
const AppToaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).AppToaster }));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <UiProvider>
        <AuthProvider>
          <SwrProvider>
            {children}
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          </SwrProvider>
        </AuthProvider>
      </UiProvider>
    </AppErrorBoundary>
  );
}
