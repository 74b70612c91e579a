import { useEffect, useSyncExternalStore } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** The spec's ceiling: beyond this many toasts on screen the oldest make way. */
export const MAX_VISIBLE_TOASTS = 20;

/**
 * From 48rem the top bar is one row of a fixed height (app/layouts/top-bar.module.css: 4rem and
 * its 1px border) and never grows: toasts start just below it, so its links stay in reach.
 */
export const WIDE_SCREEN = '(min-width: 48rem)';
export const BELOW_TOP_BAR = 'calc(var(--chakra-sizes-16) + 1px + var(--chakra-spacing-3))';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(WIDE_SCREEN);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the window is wide enough for the one-row top bar; follows the window as it resizes. */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN).matches);
}

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so everything past the ceiling is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  // On a phone the top bar opens its links as a column of any height, so toasts go to the bottom.
  const wide = useWideScreen();

  return (
    <Toaster
      position={wide ? 'top-center' : 'bottom-center'}
      containerStyle={wide ? { top: BELOW_TOP_BAR } : undefined}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        // Chakra's CSS variables keep toasts readable in both colour modes.
        style: {
          background: 'var(--chakra-colors-bg-panel)',
          color: 'var(--chakra-colors-fg)',
          border: '1px solid var(--chakra-colors-border)',
        },
      }}
    />
  );
}
