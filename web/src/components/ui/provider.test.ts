import { describe, expect, it, vi } from 'vitest';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { systemOfPage, systemForPage } from './provider';
import { appSystem } from './system';

type System = ReturnType<typeof appSystem>;
const system = appSystem();

const pageWith = (...ids: string[]) => ({ getElementById: (id: string) => (ids.includes(id) ? document.createElement('style') : null) });

describe("the system given to Chakra's provider", () => {
  it("is Chakra's own when the page does not hold the global styles (the dev server, component tests)", () => {
    expect(systemForPage(appSystem, pageWith())).toBe(system);
    expect(systemForPage(appSystem, undefined)).toBe(system);
  });

  it('has no global styles to insert when the build wrote them into the page, and styles as before', () => {
    const forPage = systemForPage(appSystem, pageWith(CHAKRA_GLOBAL_CSS_ID));
    expect(forPage._global).toEqual([]);
    expect(forPage._config.disableLayers).toBe(true);
    expect(forPage._config.cssVarsPrefix).toBe(system._config.cssVarsPrefix);
    expect(system._config.disableLayers).toBeFalsy();
    expect(forPage.css({ color: 'brand.fg', _dark: { color: 'red.400' } })).toEqual(system.css({ color: 'brand.fg', _dark: { color: 'red.400' } }));
    expect(forPage.getRecipeFn('button')).toBe(system.getRecipeFn('button'));
    expect({ ...forPage }._global).toEqual([]);
  });

  it('is not built for what the provider reads on every render, but when a component first asks for it, and then once', () => {
    const build = vi.fn(() => system);
    const forPage = systemForPage(build, pageWith(CHAKRA_GLOBAL_CSS_ID));
    expect(forPage._config.disableLayers).toBe(true);
    expect(forPage._global).toEqual([]);
    expect(build).not.toHaveBeenCalled();

    expect(forPage.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(forPage.isValidProperty('color')).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('never builds the global styles it leaves out (the build makes them a getter run on first read)', () => {
    const lazy = Object.defineProperty({ ...system }, '_global', {
      get() {
        throw new Error('the global styles were built');
      },
    }) as System;
    const forPage = systemForPage(() => lazy, pageWith(CHAKRA_GLOBAL_CSS_ID));
    expect(() => [forPage._global, forPage.css({ color: 'red.400' }), { ...forPage }]).not.toThrow();
  });

  it('is the same on every call', () => {
    expect(systemOfPage()).toBe(systemOfPage());
    expect(appSystem()).toBe(system);
  });
});
