import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from '@/components/ui/provider';
import { AppToaster } from '@/components/ui/toaster';
import { swrConfig } from '@/lib/swr';

function TestProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      {/* A fresh cache per render, no deduping and no retry timers: every test starts from nothing. */}
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        {children}
        <AppToaster />
      </SWRConfig>
    </UiProvider>
  );
}

/** Renders a set of routes, as the app does, starting at `path`. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: TestProviders }) };
}

/** Renders one piece of UI with the app's providers, inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], { path });
}
