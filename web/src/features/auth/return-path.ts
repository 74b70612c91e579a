import type { Location } from 'react-router-dom';

const ACCOUNT_PAGES = ['/signin', '/signup'];

/** Where to go after signing in: the page the guard sent the visitor away from, else home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || ACCOUNT_PAGES.includes(from.pathname.toLowerCase())) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
