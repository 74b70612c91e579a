import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styles from './after-first-paint.module.css';

/**
 * Renders its children once the rest of the page is on screen, in an interruptible background
 * render: content below the fold no longer lengthens the first render, which on a phone held the
 * main thread for over a second. Meanwhile it keeps a screen's height, so what follows (the
 * footer) stays where the content will push it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);

  return shown ? children : <div aria-hidden="true" className={styles.room} />;
}
