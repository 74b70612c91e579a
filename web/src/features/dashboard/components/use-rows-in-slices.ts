import { startTransition, useEffect, useState } from 'react';

/** Rows drawn with the answer itself: a phone's first screen of stacked rows, and more. */
export const FIRST_ROWS = 3;
/** Rows each later slice adds. */
export const SLICE_ROWS = 5;

/**
 * How many of a screen's `count` parts to draw now: `first` at once, then `slice` more after each
 * commit, each slice in a transition of its own. React sets a transition aside for a press, and a
 * small slice keeps its commit and the browser's styling of what it adds short, where a whole
 * screen at once held a phone's main thread in one task (a page of rows, a form's fields with
 * their effects).
 */
export function useDrawnInTurns(count: number, first: number, slice = 1): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (count > drawn) startTransition(() => setDrawn(Math.min(count, drawn + slice)));
  }, [count, drawn, slice]);
  return Math.min(count, drawn);
}

/**
 * The rows of a list to draw now. A list's answer re-renders at once (SWR's store is read
 * synchronously), so drawing a page of rows there held a phone's main thread in one task of
 * 100–200 ms at Lighthouse's 4× slowdown; all the others at once after the first made one task of
 * up to a second (the Audit log). The first rows come with the answer; the others, and each page
 * "Load more" adds, follow a few at a time (useDrawnInTurns).
 */
export function useRowsInSlices<T>(items: T[] | undefined): T[] | undefined {
  const drawn = useDrawnInTurns(items?.length ?? 0, FIRST_ROWS, SLICE_ROWS);
  return items && items.length > drawn ? items.slice(0, drawn) : items;
}
