import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'catalog-scroll-positions';
/** Enough history entries for any way back through a session. */
const KEPT_ENTRIES = 50;

/** Where the reader was on each history entry of a list, kept across reloads of the tab. */
function keptPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function keepPosition(entry: string, y: number) {
  const positions = keptPositions();
  delete positions[entry];
  positions[entry] = y;
  const entries = Object.entries(positions).slice(-KEPT_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or refused: the list then simply starts at the top.
  }
}

/**
 * The list keeps its scroll position: coming back to it (Back from a machine's page, a reload) puts
 * the reader where they were, once its first page of products is there (every card's slot is then
 * on the page at about its height; the cards in view are drawn where they land), unless the
 * reader scrolls first.
 */
export function useKeptScrollPosition({ ready }: { ready: boolean }) {
  const { key: entry } = useLocation();
  const target = useRef<number | null>(null);

  useEffect(() => {
    target.current = keptPositions()[entry] ?? null;
    let frame = 0;
    const save = () => {
      // While the way back is pending, the scrolling is the browser's or ours, not the reader's.
      if (target.current !== null) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => keepPosition(entry, window.scrollY));
    };
    const readerTookOver = () => {
      target.current = null;
    };
    const takeovers = ['wheel', 'touchstart', 'keydown'] as const;
    window.addEventListener('scroll', save, { passive: true });
    for (const event of takeovers) window.addEventListener(event, readerTookOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
      for (const event of takeovers) window.removeEventListener(event, readerTookOver);
    };
  }, [entry]);

  useEffect(() => {
    const y = target.current;
    if (y === null || !ready) return;
    target.current = null;
    // At once: the page's smooth scrolling is for in-page jumps, not for putting the reader back.
    window.scrollTo({ top: y, behavior: 'instant' });
  }, [entry, ready]);
}
