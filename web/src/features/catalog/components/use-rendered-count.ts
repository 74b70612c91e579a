import { startTransition, useEffect, useState } from 'react';

/** Enough cards for the first screen at any width (one column on phones, two from md). */
const FIRST_BATCH = 2;
/** Small batches keep each background render's commit (DOM and styles) a short task. */
const NEXT_BATCH = 2;

/**
 * How many of `total` cards to render now. A full product card is heavy (two data lists, a
 * dialog, styled markup), and 24 at once held the main thread for seconds on a phone: the first
 * screenful comes at once, the rest a few at a time in interruptible background renders, so
 * taps and scrolling are answered in between.
 */
export function useRenderedCount(total: number): number {
  const [count, setCount] = useState(FIRST_BATCH);

  useEffect(() => {
    if (count >= total) return;
    // A task of its own per batch, after the browser has painted the previous one.
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + NEXT_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);

  return Math.min(count, total);
}
