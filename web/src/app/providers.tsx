import type { ReactNode } from 'react';
import { UiProvider } from '@/components/ui/provider';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { SwrProvider } from '@/lib/swr';
import { AppErrorBoundary } from './app-error-boundary';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <UiProvider>
        <AuthProvider>
          <SwrProvider>
            {children}
            <AppToaster />
          </SwrProvider>
        </AuthProvider>
      </UiProvider>
    </AppErrorBoundary>
  );
}
