/** The category page's heading, in the spec's words; also drawn by the page's shell (app/shell). */
export function categoryHeading(size: string, count: number | string): string {
  return size === 'all' ? `Show All : ${count} Product` : `Found ${size} Size Category: ${count} Product`;
}
