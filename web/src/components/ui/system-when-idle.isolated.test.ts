import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { THEME_BUILD_MEASURE, THEME_READY_MARK, THEME_STEP_MEASURE } from './theme-build-measure';

// Chakra's own createSystemInSteps (patches/ at the root), wrapped only to count its calls.
const createSystemInSteps = vi.hoisted(() => vi.fn());
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  createSystemInSteps.mockImplementation(chakra.createSystemInSteps);
  return { ...chakra, createSystemInSteps };
});

/** The browser's idle callbacks, run by the test one at a time (jsdom has none). */
const idle: (() => void)[] = [];
const runIdle = () => idle.shift()!();
const measures = (name: string) => performance.getEntriesByName(name).length;

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(CHAKRA_GLOBAL_CSS_ID)?.remove();
});

describe("Chakra's theme on a page that holds its global styles", () => {
  it('is built a part at a time once the page has loaded and the person first acts, each part in an idle moment of its own, and a press then finds it built', async () => {
    vi.stubGlobal('requestIdleCallback', (part: () => void) => idle.push(part));
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const styles = document.createElement('style');
    styles.id = CHAKRA_GLOBAL_CSS_ID;
    document.head.append(styles);
    const { systemOfPage } = await import('./provider');
    const { appSystem } = await import('./system');

    const system = systemOfPage();
    // Nothing before the page has loaded (the first screen's own work comes first), nor for a
    // visit that only looks.
    window.dispatchEvent(new Event('pointermove'));
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    // The person's first move, touch or key starts it, once.
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(idle).toHaveLength(1);

    // Parts each asking for the next idle moment before it returns: the configs merged, the token
    // dictionary in many (each phase of it, at most 250 tokens a part), the style utilities, the rest.
    let parts = 0;
    while (idle.length) {
      runIdle();
      parts += 1;
    }
    expect(parts).toBeGreaterThanOrEqual(12);
    expect(measures(THEME_STEP_MEASURE)).toBe(parts);
    expect(measures(THEME_READY_MARK)).toBe(1);
    expect(createSystemInSteps).toHaveBeenCalledTimes(1);

    // The first Chakra part drawn builds nothing more.
    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(measures(THEME_BUILD_MEASURE)).toBe(0);
    expect(createSystemInSteps).toHaveBeenCalledTimes(1);
    expect(appSystem()).toBe(appSystem());
  });
});

describe('a build begun in idle moments', () => {
  it('is finished in one go, not begun again, when a component asks before its last part', async () => {
    vi.resetModules();
    createSystemInSteps.mockClear();
    const { appSystem, buildAppSystemWhenIdle } = await import('./system');
    const later: (() => void)[] = [];
    buildAppSystemWhenIdle((part) => later.push(part));
    later.shift()!();
    later.shift()!();
    expect(later).toHaveLength(1);

    const system = appSystem();
    expect(createSystemInSteps).toHaveBeenCalledTimes(1);
    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    // The part still waiting does nothing once it comes.
    later.shift()!();
    expect(later).toHaveLength(0);
    expect(appSystem()).toBe(system);
  });
});

describe('a screen whose content is Chakra’s, on a page that holds its global styles', () => {
  it('draws its shapes while the system is built a part at a time in idle moments, then its parts, never building it in one go', async () => {
    vi.resetModules();
    createSystemInSteps.mockClear();
    performance.clearMeasures();
    idle.length = 0;
    vi.stubGlobal('requestIdleCallback', (part: () => void) => idle.push(part));
    const styles = document.createElement('style');
    styles.id = CHAKRA_GLOBAL_CSS_ID;
    document.head.append(styles);
    const { useChakraReady } = await import('./use-chakra-ready');

    const { result } = renderHook(() => useChakraReady());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    // A second screen asking meanwhile starts no second build.
    renderHook(() => useChakraReady());
    expect(idle).toHaveLength(1);

    let parts = 0;
    while (idle.length) {
      act(runIdle);
      parts += 1;
    }
    await waitFor(() => expect(result.current).toBe(true));
    expect(measures(THEME_STEP_MEASURE)).toBe(parts);
    expect(measures(THEME_BUILD_MEASURE)).toBe(0);
    expect(createSystemInSteps).toHaveBeenCalledTimes(1);
  });

  it('is ready at once where the page holds none (the dev server, component tests)', async () => {
    vi.resetModules();
    const { useChakraReady } = await import('./use-chakra-ready');
    expect(renderHook(() => useChakraReady()).result.current).toBe(true);
  });
});
