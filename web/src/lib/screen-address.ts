// Read by the page's still shell (before the app's code) and by the app: plain functions only.

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
