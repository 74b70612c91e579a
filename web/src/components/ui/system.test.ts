import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system, UNUSED_PALETTES } from './system';

/** Every source file of the app (not its tests). */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the theme', () => {
  it('keeps every colour palette a screen names (colorPalette, a colour token, a CSS variable)', () => {
    const app = sources(join(import.meta.dirname, '..', '..')).map((file) => readFileSync(file, 'utf8')).join('\n');
    const palettes = new Set([...app.matchAll(/colorPalette[=:]\s*\{?\s*['"]([a-zA-Z]+)['"]/g)].map(([, palette]) => palette!));
    expect(palettes).toContain('red');
    for (const palette of palettes) expect(system.tokens.getByName(`colors.${palette}.solid`), `the ${palette} palette`).toBeDefined();
    for (const palette of UNUSED_PALETTES) {
      const naming = new RegExp(`colorPalette[=:]\\s*\\{?\\s*['"]${palette}['"]|['"{]${palette}\\.\\w+['"}]|--chakra-colors-${palette}-`);
      expect(app, `a screen names ${palette}`).not.toMatch(naming);
    }
  });

  it('leaves out the palettes no screen draws with', () => {
    for (const palette of UNUSED_PALETTES) expect(system.tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
    expect(system.tokens.getByName('colors.teal.700')).toBeDefined();
  });
});
