// How the built index.html names the app's entry and its preloads: inert links, which the build
// writes (build/start-app-after-shell.ts) and the shell's script turns into real ones (start-app.ts).
export const APP_ENTRY = 'app-entry';
export const APP_MODULE = 'app-modulepreload';
/**
 * A screen's own chunks, started with the app's code when that screen is what opens for someone
 * remembered. Each link names the screens that need it in `data-for`: route patterns as the
 * router spells them (`/category/:size`, `/dashboard/*`, `/dashboard/myProducts`).
 */
export const SCREEN_MODULE = 'app-screen-modulepreload';
export const SCREENS_OF_MODULE = 'data-for';

/**
 * Whether `pathname` is an address of `pattern`, as the router matches it: segment by segment,
 * letters of either case, `:name` any one segment, a final `*` whatever follows (nothing included).
 */
export function matchesScreen(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) return true;
    const part = given[index];
    if (part === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== safeDecode(part).toLowerCase()) return false;
  }
  return wanted.length === given.length;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
