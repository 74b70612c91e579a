import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { layeredRulesCache } from './emotion-cache';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { appSystem } from './system';

type System = ReturnType<typeof appSystem>;

/**
 * The system as the provider is given it: when the page already holds Chakra's global styles
 * (the build writes them into index.html), the provider is told there are none to insert, so
 * they are not serialized and parsed again while React draws the first screen. Without them
 * (the dev server, component tests) Chakra inserts them itself, as usual.
 */
export function systemForPage(sys: System, page: Pick<Document, 'getElementById'> | undefined): System {
  if (!page?.getElementById(CHAKRA_GLOBAL_CSS_ID)) return sys;
  // Copied by descriptors: the build makes `_global` a getter that builds the styles on first read.
  return Object.defineProperties({}, {
    ...Object.getOwnPropertyDescriptors(sys),
    _config: { value: { ...sys._config, disableLayers: true }, enumerable: true },
    _global: { value: [], enumerable: true },
  }) as System;
}

let pageSystem: System | undefined;

/**
 * Chakra's system as this page's provider uses it, built on the first call. The app's start
 * calls it in a task of its own (main.tsx); the provider calls it otherwise (tests, the dev
 * server's first render if it comes first).
 */
export function preparePageSystem(): System {
  return (pageSystem ??= systemForPage(appSystem(), typeof document === 'undefined' ? undefined : document));
}

let pageCache: ReturnType<typeof layeredRulesCache> | undefined;

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={(pageCache ??= layeredRulesCache())}>
      <ChakraProvider value={preparePageSystem()}>
        <ColorModeProvider>{children}</ColorModeProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
