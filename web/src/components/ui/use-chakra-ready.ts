import { startTransition, useEffect, useState } from 'react';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { buildAppSystemWhenIdle, isAppSystemBuilt, onAppSystemBuilt } from './system';

/**
 * Whether a screen may draw its Chakra parts now. On a page that holds Chakra's global styles
 * (the build's), the system is built when a part first asks for it, one task of 100–130 ms on a
 * phone; a screen whose content is Chakra's (Account's sections, the Reports' cards) asks for it
 * to be built a part at a time in idle moments instead, and draws its grey shapes until then.
 * Elsewhere (the dev server, component tests) the system is built at once: always true.
 *
 * The screen's parts follow in a transition, which React draws in slices: read from an external
 * store instead (useSyncExternalStore), they were drawn at once in the task that built the last
 * part, one task of 45 ms at full speed under Lighthouse's tracing (Account).
 */
export function useChakraReady(): boolean {
  const [ready, setReady] = useState(isReady);
  useEffect(() => {
    if (ready) return;
    buildAppSystemWhenIdle();
    return onAppSystemBuilt(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}

const isReady = () => isAppSystemBuilt() || !document.getElementById(CHAKRA_GLOBAL_CSS_ID);
