import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

type AfterFirstPaintProps = {
  children: ReactNode;
  /** The room kept meanwhile, so what follows (the footer) stays where the content will push it. */
  minH: string;
};

/**
 * Renders its children once the rest of the page is on screen, in an interruptible background
 * render: content below the fold no longer lengthens the first render, which on a phone held the
 * main thread for over a second.
 */
export function AfterFirstPaint({ children, minH }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);

  return shown ? children : <Box aria-hidden="true" minH={minH} />;
}
