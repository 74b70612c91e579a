import { describe, expect, it } from 'vitest';
import { CHAKRA_GLOBAL_CSS_ID } from './global-css-id';
import { preparePageSystem, systemForPage } from './provider';
import { appSystem } from './system';

type System = ReturnType<typeof appSystem>;
const system = appSystem();

const pageWith = (...ids: string[]) => ({ getElementById: (id: string) => (ids.includes(id) ? document.createElement('style') : null) });

describe("the system given to Chakra's provider", () => {
  it("is Chakra's own when the page does not hold the global styles (the dev server, component tests)", () => {
    expect(systemForPage(system, pageWith())).toBe(system);
    expect(systemForPage(system, undefined)).toBe(system);
  });

  it('has no global styles to insert when the build wrote them into the page, and styles as before', () => {
    const forPage = systemForPage(system, pageWith(CHAKRA_GLOBAL_CSS_ID));
    expect(forPage._global).toEqual([]);
    expect(forPage._config.disableLayers).toBe(true);
    expect(system._config.disableLayers).toBeFalsy();
    expect(forPage.css({ color: 'brand.fg', _dark: { color: 'red.400' } })).toEqual(system.css({ color: 'brand.fg', _dark: { color: 'red.400' } }));
    expect(forPage.getRecipeFn('button')).toBe(system.getRecipeFn('button'));
  });

  it('never builds the global styles it leaves out (the build makes them a getter run on first read)', () => {
    const lazy = Object.defineProperty({ ...system }, '_global', {
      get() {
        throw new Error('the global styles were built');
      },
    }) as System;
    expect(() => systemForPage(lazy, pageWith(CHAKRA_GLOBAL_CSS_ID))).not.toThrow();
  });

  it('is built once, on the first call, whoever calls first (the app\'s start or the provider)', () => {
    expect(preparePageSystem()).toBe(preparePageSystem());
    expect(appSystem()).toBe(system);
  });
});
