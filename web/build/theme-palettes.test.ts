import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem, UNUSED_PALETTES } from '../src/components/ui/system';

/** Every source file of the app (its components, hooks and stylesheets; not its tests), as text. */
function appSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return appSources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the theme', () => {
  const app = appSources(join(import.meta.dirname, '..', 'src')).join('\n');

  it('keeps every colour palette a screen names', () => {
    const palettes = new Set([...app.matchAll(/colorPalette[=:]\s*\{?\s*['"]([a-zA-Z]+)['"]/g)].map(([, palette]) => palette!));
    expect(palettes).toContain('red');
    for (const palette of palettes) expect(appSystem().tokens.getByName(`colors.${palette}.solid`), `the ${palette} palette`).toBeDefined();
  });

  it('leaves out only palettes no screen names (as colorPalette, a colour token or a CSS variable)', () => {
    for (const palette of UNUSED_PALETTES) {
      expect(appSystem().tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
      const naming = new RegExp(`colorPalette[=:]\\s*\\{?\\s*['"]${palette}['"]|['"{]${palette}\\.\\w+['"}]|--chakra-colors-${palette}-`);
      expect(app, `a screen names ${palette}`).not.toMatch(naming);
    }
    // The check would see one: the stylesheets name the blue palette this way.
    expect(app).toMatch(/--chakra-colors-blue-/);
  });
});
