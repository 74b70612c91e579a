import { describe, expect, it, vi } from 'vitest';

// Chakra's own createSystem, wrapped only to count its calls.
const createSystem = vi.hoisted(() => vi.fn());
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  createSystem.mockImplementation(chakra.createSystem);
  return { ...chakra, createSystem };
});

describe("Chakra's theme at the app's start", () => {
  it("is not built while the app's code is evaluated, but when first asked for, and then only once", async () => {
    const { preparePageSystem, UiProvider } = await import('./provider');
    expect(UiProvider).toBeTypeOf('function');
    expect(createSystem).not.toHaveBeenCalled();

    const system = preparePageSystem();
    expect(createSystem).toHaveBeenCalledTimes(1);
    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(preparePageSystem()).toBe(system);
    expect(createSystem).toHaveBeenCalledTimes(1);
  });
});
