import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CurrentUserContext, SessionCheckContext, sameUser, type CurrentUserState } from './current-user';
import { onSessionRememberedElsewhere, rememberedSession } from './session/remembered-session';
import { firebaseMayHoldSession } from './session/stored-firebase-session';
import { matchesScreen } from '@/lib/screen-address';
import { whenIdle } from '@/lib/when-idle';

let reportFirstState: () => void = () => {};
const firstState = new Promise<void>((resolve) => {
  reportFirstState = resolve;
});

/** Settles once Firebase first tells who is signed in (or that nobody is, or that it cannot tell): API calls then carry the session's token. */
export function authStateKnown(): Promise<void> {
  return firstState;
}

/**
 * For someone remembered here opening the dashboard, Firebase's code is asked for and the
 * session's restore begun as soon as the app's code runs, not after its first render: every row
 * of a tab waits for that restore. Elsewhere it waits for the first render, which it would share
 * the main thread with (a category page's largest paint is the shell's, its first page kept).
 */
const earlyWatcher = typeof window !== 'undefined' && rememberedSession() && matchesScreen('/dashboard/*', location.pathname) ? loadWatcher(true) : null;
// A failure is reported by the effect that waits for it.
earlyWatcher?.catch(() => {});

function loadWatcher(restoreNow = false) {
  return (
    import('./watch-current-user')
      // Firebase's start (it checks its storage and reads the saved user) in a task of its own, not
      // in the one that evaluated its code: together they were 14–40 ms at full speed under
      // Lighthouse's tracing.
      .then((watcher) => new Promise<typeof watcher>((resolve) => setTimeout(() => resolve(watcher), 0)))
      .then((watcher) => {
        if (restoreNow) watcher.restoreSession();
        return watcher;
      })
  );
}

/**
 * Keeps the current user for the whole app. Firebase arrives by dynamic import() after the first
 * render, so no page's first JavaScript carries it, and only when there may be a session to
 * restore: when someone was remembered on this browser (`loading` stays true until Firebase
 * first reports), when a screen must be sure (`useConfirmedSession`: the signed-in screens' guard, the
 * sign-in screens), or when another tab remembers a session. A visitor nobody was remembered for
 * (most visitors of the public pages) is shown signed out at once, and their browser fetches
 * none of Firebase's code.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [watching, setWatching] = useState(() => rememberedSession() !== null);
  const [state, setState] = useState<CurrentUserState>(() => ({ user: null, loading: watching }));
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (watching) return;
    let stopped = false;
    const watch = () => {
      if (!stopped) setWatching(true);
    };
    const stopListening = onSessionRememberedElsewhere(watch);
    // Nobody remembered, yet Firebase may still hold a session here (the remembered user was
    // cleared, or an older release remembered it in another shape): once the page is idle, a
    // look at Firebase's own storage decides, and such a session is restored as any other.
    const cancelLook = whenIdle(() => {
      void firebaseMayHoldSession().then((holds) => holds && watch());
    });
    return () => {
      stopped = true;
      stopListening();
      cancelLook();
    };
  }, [watching]);

  useEffect(() => {
    if (!watching) return;
    let stopped = false;
    const report = (next: CurrentUserState) => {
      // A transition: the screens re-render in slices, and a screen already being drawn (the
      // first one of a visit) is not thrown away and redrawn in one long task. A new ID token of
      // the same user with the same claims (each hour) changes nothing, so nothing re-renders.
      startTransition(() => {
        setState((previous) => (previous.loading === next.loading && sameUser(previous.user, next.user) ? previous : next));
        if (!next.loading) setConfirmed(true);
      });
      if (!next.loading) reportFirstState();
    };
    let unsubscribe = () => {};
    (earlyWatcher ?? loadWatcher()).then(
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
  }, [watching]);

  const check = useCallback(() => setWatching(true), []);
  const sessionCheck = useMemo(() => ({ confirmed, check }), [confirmed, check]);

  return (
    <SessionCheckContext.Provider value={sessionCheck}>
      <CurrentUserContext.Provider value={state}>{children}</CurrentUserContext.Provider>
    </SessionCheckContext.Provider>
  );
}
