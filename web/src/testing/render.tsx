import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from '@/components/ui/provider';
import { AppToaster } from '@/components/ui/toaster';
import { CurrentUserContext, type CurrentUser } from '@/features/auth/current-user';
import { swrConfig } from '@/lib/swr';
import { testUser } from './accounts';
import { fakeUser, reportUser } from './fake-firebase';

// Tests make their users with testUser, which lives with the other test records.
export { testUser };

type RenderOptions = { path?: string; user?: CurrentUser | null };

function TestProviders({ children, user }: { children: ReactNode; user: CurrentUser | null }) {
  return (
    <CurrentUserContext.Provider value={{ user, loading: false }}>
      <UiProvider>
        {/* A fresh cache per render, no deduping and no retry timers: every test starts from nothing. */}
        <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          {children}
          <AppToaster />
        </SWRConfig>
      </UiProvider>
    </CurrentUserContext.Provider>
  );
}

/** Firebase (the fake) knows the same user as the app's context, with the same role claims. */
function signInToFirebase({ uid, email, displayName, photoURL, role, sellerVerify, adminVerify }: CurrentUser) {
  reportUser(fakeUser({ uid, email, displayName, photoURL, claims: { role, sellerVerify, adminVerify } }));
}

/** Renders a set of routes, as the app does, starting at `path`; signed out unless `user` is given. */
export function renderRoutes(routes: RouteObject[], { path = '/', user = null }: RenderOptions = {}) {
  if (user) signInToFirebase(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders user={user}>{children}</TestProviders>;
  return { router, ...render(<RouterProvider router={router} />, { wrapper }) };
}

/** Renders one piece of UI with the app's providers, inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
