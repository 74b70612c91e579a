import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** The spec's ceiling: beyond this many toasts on screen the oldest make way. */
export const MAX_VISIBLE_TOASTS = 20;

/**
 * Where toasts appear on every screen: at the bottom, away from the top bar and the dashboard's
 * tabs. Below the top bar they lay over the tabs, the next thing people press after a save, and a
 * pointer resting on a toast keeps it there.
 */
const TOAST_POSITION = 'bottom-center';

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so everything past the ceiling is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position={TOAST_POSITION}
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
