import { useRef, type PointerEvent } from 'react';

/** A swipe is a sideways move of more than this, and more sideways than up or down (as in the photo viewer). */
const SWIPE_PX = 40;

/**
 * Swipes over an element, by finger, pen or mouse: `onSwipe(1)` for a swipe to the left (the next
 * picture), `onSwipe(-1)` for one to the right. The click that may end a swipe is not a click:
 * `endedSwipe()` says so, once.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) <= SWIPE_PX || Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
        swiped.current = true;
        onSwipe(dx < 0 ? 1 : -1);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    endedSwipe: () => {
      const ended = swiped.current;
      swiped.current = false;
      return ended;
    },
  };
}
