import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { CurrentUserContext, sameUser, type CurrentUserState } from './current-user';

let reportFirstState: () => void = () => {};
const firstState = new Promise<void>((resolve) => {
  reportFirstState = resolve;
});

/** Settles once the app first knows who is signed in (or that nobody is, or that it cannot tell): API calls then carry the session's token. */
export function authStateKnown(): Promise<void> {
  return firstState;
}

/**
 * Keeps the current user for the whole app. Firebase arrives by dynamic import() after the first
 * render, so the home page's first JavaScript carries none of it; until Firebase first reports,
 * `loading` stays true.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CurrentUserState>({ user: null, loading: true });

  useEffect(() => {
    let stopped = false;
    const report = (next: CurrentUserState) => {
      // A transition: the screens re-render in slices, and a screen already being drawn (the
      // first one of a visit) is not thrown away and redrawn in one long task. A new ID token of
      // the same user with the same claims (each hour) changes nothing, so nothing re-renders.
      startTransition(() => setState((previous) => (previous.loading === next.loading && sameUser(previous.user, next.user) ? previous : next)));
      if (!next.loading) reportFirstState();
    };
    let unsubscribe = () => {};
    import('./watch-current-user').then(
      ({ watchCurrentUser }) => {
        if (!stopped) unsubscribe = watchCurrentUser(report);
      },
      (error: unknown) => {
        // Without the Firebase chunk nobody can sign in; the public pages still work.
        console.error('Loading the sign-in service failed', error);
        if (!stopped) report({ user: null, loading: false });
      },
    );
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, []);

  return <CurrentUserContext.Provider value={state}>{children}</CurrentUserContext.Provider>;
}
