import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, following it while the page is open. It asks the
 * browser alone: Chakra's useBreakpointValue built the whole theme, for its breakpoints, in the
 * first render of the screen that asked.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Chakra's lg breakpoint (64rem, 1024 px): from there the catalog's filters sit beside its results. */
export const WIDE_SCREEN = '(min-width: 64rem)';
