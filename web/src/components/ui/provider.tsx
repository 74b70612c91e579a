import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { layeredRulesCache } from './emotion-cache';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { appSystem, buildAppSystemWhenIdle } from './system';

type System = ReturnType<typeof appSystem>;

type Page = Pick<Document, 'getElementById'> | undefined;

/** Whether the build wrote Chakra's global styles into the page (the dev server and component tests do not). */
const holdsGlobalStyles = (page: Page) => Boolean(page?.getElementById(CHAKRA_GLOBAL_CSS_ID));

/**
 * The system as the provider is given it. When the page already holds Chakra's global styles (the
 * build writes them into index.html), the provider is told there are none to insert, and the
 * system is built when a component first asks for it: building it is most of what Chakra computes
 * at the start (a task of 60 ms at full speed, four times that on a phone), and a screen drawn
 * from static styles only (the home page) never needs it to draw. Without them (the dev server, component
 * tests) the system is Chakra's own, built at once.
 */
export function systemForPage(build: () => System, page: Page): System {
  if (!holdsGlobalStyles(page)) return build();
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

/**
 * Chakra's system as this page's provider uses it (see systemForPage), the same on every call.
 * Where it is not built at once, it is built a part at a time in idle moments once the page has
 * loaded and the person has first moved, touched or typed, so that the press that draws a Chakra
 * part does not build it. A visit that only looks never spends it (on the home page, built after
 * the load, it raised a phone's blocking time by about 150 ms).
 */
export function systemOfPage(): System {
  if (pageSystem) return pageSystem;
  const page = typeof document === 'undefined' ? undefined : document;
  pageSystem = systemForPage(appSystem, page);
  if (holdsGlobalStyles(page)) afterLoad(() => onFirstIntent(() => buildAppSystemWhenIdle()));
  return pageSystem;
}

function afterLoad(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** What shows a person is about to use the page: a pointer moving or going down, a key. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown'] as const;

function onFirstIntent(then: () => void) {
  const first = () => {
    for (const name of INTENT_EVENTS) window.removeEventListener(name, first, true);
    then();
  };
  for (const name of INTENT_EVENTS) window.addEventListener(name, first, { capture: true, passive: true });
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
