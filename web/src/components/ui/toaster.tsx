import { useEffect, useLayoutEffect, useRef } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import styles from './toaster.module.css';

/** The spec's ceiling: beyond this many toasts on screen the oldest make way. */
export const MAX_VISIBLE_TOASTS = 20;

/**
 * Where toasts appear on every screen: at the bottom, away from the top bar and the dashboard's
 * tabs. Below the top bar they lay over the tabs, the next thing people press after a save, and a
 * pointer resting on a toast keeps it there.
 */
const TOAST_POSITION = 'bottom-center';

/**
 * The toasts stand in the top layer (a manual popover the size of the window, which presses pass
 * through), so a message said while a modal dialog is open (a booking refused) is drawn above the
 * dialog and its dimmed page, not under them. A dialog opened later stands above the layer: a new
 * toast then raises it again.
 */
function useAboveDialogs(newest: string | undefined) {
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    if (!element.matches(':popover-open')) element.showPopover();
    else if (newest && document.querySelector('dialog[open]')) {
      // Shown anew, it is the top layer's last. Only then: hiding it starts every toast's entrance again.
      element.hidePopover();
      element.showPopover();
    }
  }, [newest]);
  return layer;
}

export function AppToaster() {
  const { toasts } = useToasterStore();
  const layer = useAboveDialogs(toasts[0]?.id);

  useEffect(() => {
    // The store lists the newest first, so everything past the ceiling is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <div ref={layer} popover="manual" className={styles.layer}>
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
    </div>
  );
}
