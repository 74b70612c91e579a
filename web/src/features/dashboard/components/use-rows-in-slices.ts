import { startTransition, useEffect, useState } from 'react';

/** Rows drawn with the answer itself: a phone's first screen of stacked rows, and more. */
export const FIRST_ROWS = 3;
/** Rows each later slice adds. */
export const SLICE_ROWS = 5;

/**
 * The rows of a list to draw now. A list's answer re-renders at once (SWR's store is read
 * synchronously), so drawing a page of rows there held a phone's main thread in one task of
 * 100–200 ms at Lighthouse's 4× slowdown. The first rows come with the answer; the others, and each
 * page "Load more" adds, follow a few at a time, each slice in a transition of its own: React sets
 * a transition aside for a press, and a small slice keeps its commit and the browser's styling of
 * the new rows short, where all the others at once made one task of up to a second (the Audit log).
 */
export function useRowsInSlices<T>(items: T[] | undefined): T[] | undefined {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  const count = items?.length ?? 0;
  useEffect(() => {
    if (count > drawn) startTransition(() => setDrawn(Math.min(count, drawn + SLICE_ROWS)));
  }, [count, drawn]);
  return items && items.length > drawn ? items.slice(0, drawn) : items;
}
