// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CORE, appCoreTest, packagesTest, REACT_PACKAGES, SCREENS } from './app-modules';

const web = join(import.meta.dirname, '..');
/** The node_modules folders the build resolves packages from: the workspace's, then the root's. */
const nodeModules = [join(web, 'node_modules'), join(web, '..', 'node_modules')];
const installed = (folder: string) => nodeModules.some((root) => existsSync(join(root, folder)));

/** Every module the app imports lazily, `import('./…')`, as its path from web/ without extension. */
function lazyImports(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return lazyImports(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [...readFileSync(path, 'utf8').matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, target]) => relative(web, resolve(dirname(path), target!)).replaceAll('\\', '/'));
  });
}

describe('the modules the build names by path', () => {
  it('every app module of the app-core chunk exists', () => {
    for (const module of APP_CORE.modules) expect(['.ts', '.tsx'].some((extension) => existsSync(join(web, module + extension))), module).toBe(true);
  });

  it('every package folder of the app-core and react chunks is installed', () => {
    for (const folder of [...APP_CORE.packages, ...REACT_PACKAGES]) expect(installed(folder), folder).toBe(true);
  });

  it("every screen's modules exist and are still loaded lazily (else their chunks would be the entry's)", () => {
    const lazy = lazyImports(join(web, 'src'));
    for (const module of Object.values(SCREENS).flat()) {
      expect(existsSync(join(web, module)), module).toBe(true);
      expect(lazy, module).toContain(module.replace(/\.tsx?$/, ''));
    }
  });

  it("every screen the dashboard loads lazily has its code started with the app's", () => {
    const named = new Set(Object.values(SCREENS).flat().map((module) => module.replace(/\.tsx?$/, '')));
    const dashboard = lazyImports(join(web, 'src', 'features', 'dashboard')).filter((module) => /-pages?$|dashboard-layout$/.test(module));
    expect(dashboard.length).toBeGreaterThan(15);
    for (const module of dashboard) expect(named, module).toContain(module);
  });

  it('the chunk tests match the module ids the bundler gives, with either separator', () => {
    const core = appCoreTest();
    expect(core.test('/repo/web/src/lib/api-client.ts')).toBe(true);
    expect(core.test('C:\\repo\\web\\src\\features\\auth\\current-user.ts')).toBe(true);
    expect(core.test('/repo/node_modules/@chakra-ui/react/dist/esm/components/box/box.js')).toBe(true);
    expect(core.test('/repo/node_modules/@emotion/react/dist/emotion-react.esm.js')).toBe(true);
    expect(core.test('/repo/functions/src/contract/permissions.ts')).toBe(true);
    expect(core.test('/repo/functions/src/contract/index.ts')).toBe(false);
    expect(core.test('/repo/node_modules/@chakra-ui/react/dist/esm/components/menu/menu.js')).toBe(false);
    expect(core.test('/repo/web/src/lib/api-client-extra.ts')).toBe(false);
    expect(core.test('/repo/web/src/features/catalog/components/category-page.tsx')).toBe(false);
    const react = packagesTest(REACT_PACKAGES);
    expect(react.test('/repo/node_modules/react-dom/cjs/react-dom.production.js')).toBe(true);
    expect(react.test('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(false);
  });
});
