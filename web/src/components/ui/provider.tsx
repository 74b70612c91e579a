import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { layeredRulesCache } from './emotion-cache';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { appSystem } from './system';

type System = ReturnType<typeof appSystem>;

/**
 * The system as the provider is given it. When the page already holds Chakra's global styles (the
 * build writes them into index.html), the provider is told there are none to insert, and the
 * system is built when a component first asks for it: building it is most of what Chakra computes
 * at the start (a task of 60 ms at full speed, four times that on a phone), and a screen drawn
 * from static styles only (the home page) never needs it. Without them (the dev server, component
 * tests) the system is Chakra's own, built at once.
 */
export function systemForPage(build: () => System, page: Pick<Document, 'getElementById'> | undefined): System {
  if (!page?.getElementById(CHAKRA_GLOBAL_CSS_ID)) return build();
  let built: System | undefined;
  const system = () => (built ??= build());
  // The provider reads these two on every render; Chakra's own config is read only past them.
  const config = new Proxy({ disableLayers: true }, { get: (own, key) => (key in own ? Reflect.get(own, key) : Reflect.get(system()._config, key)) });
  const ours: Record<PropertyKey, unknown> = { _global: [], _config: config };
  const read = (key: PropertyKey) => (key in ours ? ours[key as string] : Reflect.get(system(), key));
  return new Proxy({} as System, {
    get: (_, key) => read(key),
    has: (_, key) => Reflect.has(system(), key),
    ownKeys: () => Reflect.ownKeys(system()),
    getOwnPropertyDescriptor: (_, key) => (Reflect.has(system(), key) ? { value: read(key), writable: false, enumerable: true, configurable: true } : undefined),
  });
}

let pageSystem: System | undefined;

/** Chakra's system as this page's provider uses it (see systemForPage), the same on every call. */
export function systemOfPage(): System {
  return (pageSystem ??= systemForPage(appSystem, typeof document === 'undefined' ? undefined : document));
}

let pageCache: ReturnType<typeof layeredRulesCache> | undefined;

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={(pageCache ??= layeredRulesCache())}>
      <ChakraProvider value={systemOfPage()}>
        <ColorModeProvider>{children}</ColorModeProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
