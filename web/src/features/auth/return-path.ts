import type { Location } from 'react-router-dom';

const ACCOUNT_PAGES = ['/signin', '/signup'];

/**
 * What the guard puts in the location state of Sign In: the page it sent the visitor away from,
 * and a mark that it was the guard (the session-end watcher sends people there too, with its own
 * toast, and someone opening Sign In themself needs no explanation).
 */
export type GuardState = { from: Partial<Location>; sentBy: 'guard' };

export const guardState = (from: Location): GuardState => ({ from, sentBy: 'guard' });

/** Where to go after signing in: the page the guard sent the visitor away from, else home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || ACCOUNT_PAGES.includes(from.pathname.toLowerCase())) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Why Sign In is showing, for a visitor the guard sent there ("Sign in to see the catalog."), or
 * null for anyone who came to it any other way.
 */
export function guardNotice(state: unknown): string | null {
  const guarded = state as Partial<GuardState> | null;
  if (guarded?.sentBy !== 'guard') return null;
  const path = guarded.from?.pathname?.toLowerCase() ?? '';
  if (path.startsWith('/category')) return 'Sign in to see the catalog.';
  if (path.startsWith('/product')) return 'Sign in to see this machine.';
  if (path.startsWith('/dashboard')) return 'Sign in to open your dashboard.';
  return 'Sign in to see this page.';
}
