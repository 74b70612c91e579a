import type { ReactNode } from 'react';
import { UiProvider } from '@/components/ui/provider';
import { AppToaster } from '@/components/ui/toaster';
import { SwrProvider } from '@/lib/swr';
import { AppErrorBoundary } from './app-error-boundary';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <UiProvider>
        <SwrProvider>
          {children}
          <AppToaster />
        </SwrProvider>
      </UiProvider>
    </AppErrorBoundary>
  );
}
