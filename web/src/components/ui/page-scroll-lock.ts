import { useEffect } from 'react';

/**
 * The page behind a dialog or drawer does not scroll while it is open. Chakra's own lock sets a
 * custom property (`--scrollbar-width`) on <html>: every element inherits it, so the whole page is
 * styled again as the dialog opens and again as it closes (13 ms each on the catalog at full
 * speed, over 50 ms on a mid-range phone, inside the press). Hiding the root's overflow restyles
 * only the root (0.6 ms). Where scrollbars take room (a desktop), the root keeps its width with a
 * padding as wide as the scrollbar, so nothing shifts sideways. Every Chakra dialog and drawer
 * spreads what `usePageScrollLock(open)` answers into its Root, which turns Chakra's lock off; a
 * platform <dialog> (the filters' drawer) calls it for the lock alone.
 */
let locks = 0;
let restore: (() => void) | null = null;

function lock() {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  restore = () => {
    root.style.overflow = before.overflow;
    root.style.paddingRight = before.paddingRight;
  };
}

function unlock() {
  locks -= 1;
  if (locks > 0) return;
  restore?.();
  restore = null;
}

/** Chakra's own lock, turned off where this one holds the page. */
const withoutChakrasLock = { preventScroll: false } as const;

/**
 * Holds the page still while `locked` (a dialog open); nested dialogs share one lock. Answers the
 * props for the dialog's or drawer's Root: `<Dialog.Root {...usePageScrollLock(open)} …>`.
 */
export function usePageScrollLock(locked: boolean): typeof withoutChakrasLock {
  useEffect(() => {
    if (!locked) return;
    lock();
    return unlock;
  }, [locked]);
  return withoutChakrasLock;
}
