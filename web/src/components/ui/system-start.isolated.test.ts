import { describe, expect, it, vi } from 'vitest';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';

// Chakra's own createSystemInSteps (patches/ at the root), wrapped only to count its calls.
const createSystem = vi.hoisted(() => vi.fn());
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  createSystem.mockImplementation(chakra.createSystemInSteps);
  return { ...chakra, createSystemInSteps: createSystem };
});

describe("Chakra's theme at the app's start", () => {
  it("is not built while the app's code is evaluated, nor for the provider, but when a component first asks, and then only once", async () => {
    // The page as the build writes it: Chakra's global styles already in it.
    const styles = document.createElement('style');
    styles.id = CHAKRA_GLOBAL_CSS_ID;
    document.head.append(styles);
    const { systemOfPage, UiProvider } = await import('./provider');
    expect(UiProvider).toBeTypeOf('function');
    expect(createSystem).not.toHaveBeenCalled();

    const system = systemOfPage();
    expect(system._config.disableLayers).toBe(true);
    expect(createSystem).not.toHaveBeenCalled();

    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(createSystem).toHaveBeenCalledTimes(1);
    expect(systemOfPage()).toBe(system);
    expect(systemOfPage().css({ color: 'brand.fg' })).toBeDefined();
    expect(createSystem).toHaveBeenCalledTimes(1);
    styles.remove();
  });
});
