import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * Whether a dialog is drawn: from the moment it is first opened until its closing has ended
 * (`closed`), so a closed dialog leaves the page and the next opening starts afresh.
 */
export function useDrawnWhileOpen(open: boolean): [drawn: boolean, closed: () => void] {
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  return [drawn, () => setDrawn(false)];
}

/**
 * The platform's modal <dialog> opened and closed as `open` says. It opens once the press's own
 * frame is drawn: a modal dialog makes the page behind inert, which restyles every element of it,
 * and the press should not wait for that; `onShown` then places the focus, where the browser's
 * first focusable element is not the one. The page's scroll lock is the caller's
 * (`usePageScrollLock(open)`).
 */
export function useModalDialog(open: boolean, onShown?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useRef(onShown);
  useLayoutEffect(() => {
    shown.current = onShown;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element?.open && !open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let wanted = true;
    afterNextPaint(() => {
      const element = dialog.current;
      if (!wanted || !element || element.open) return;
      element.showModal();
      shown.current?.();
    });
    return () => {
      wanted = false;
    };
  }, [open]);

  return dialog;
}
