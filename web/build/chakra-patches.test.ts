// @vitest-environment node
// The changes to Chakra UI's own files (and to Zag's, which Chakra's components run on) are patches (patches/ at the root), applied by
// `patch-package --error-on-fail` after every install: an install whose Chakra no longer matches
// them fails there. These tests hold that the installed files carry them, and still answer as
// Chakra did.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../src/components/ui/system';
import { chakraGlobalCss } from './chakra-global-css';

const require = createRequire(import.meta.url);
const patches = join(import.meta.dirname, '..', '..', 'patches');
const rootModules = join(import.meta.dirname, '..', '..', 'node_modules');
const chakraFolder = () => require.resolve('@chakra-ui/react').replace(/dist[\\/]cjs[\\/].*$/, '');
const chakraFile = (path: string) => readFileSync(join(chakraFolder(), 'dist', 'esm', 'styled-system', path), 'utf8');

describe("the patches of Chakra UI's files", () => {
  it('are made for the release installed, in the copy the app resolves (patch-package only warns on another release)', () => {
    const files = readdirSync(patches).filter((name) => name.endsWith('.patch'));
    expect(files.some((file) => file.startsWith('@chakra-ui+react+'))).toBe(true);
    // patch-package patches the root's node_modules: a workspace's own copy would go unpatched.
    expect(join(chakraFolder())).toBe(join(rootModules, '@chakra-ui', 'react', '/'));
    for (const file of files) {
      // `@scope+name+1.2.3.patch` or `name+1.2.3.patch`
      const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file)!;
      const installed = JSON.parse(readFileSync(join(rootModules, name!.replace('+', '/'), 'package.json'), 'utf8')) as { version: string };
      expect(installed.version, file).toBe(version);
    }
  });

  it('make Chakra ask a Set made once whether a style key is a condition', () => {
    const conditions = chakraFile('conditions.js');
    expect(conditions).toContain('const knownConditions = new Set(Object.keys(values));');
    expect(conditions).toContain('return knownConditions.has(key) ||');
    expect(conditions).not.toContain('keys().includes(key)');
  });

  it('answer as Chakra did, for conditions, breakpoints and plain style keys', () => {
    const code = chakraFile('conditions.js')
      .replace(/^import .*$/gm, '')
      .replace('"use strict";', '')
      .replace(/export \{[^}]*\};?/, 'return createConditions;');
    const memo = <T,>(fn: T) => fn;
    const mapEntries = (object: Record<string, unknown>, f: (key: string, value: unknown) => [string, unknown]) => Object.fromEntries(Object.entries(object).map(([key, value]) => f(key, value)));
    const createConditions = new Function('memo', 'mapEntries', code)(memo, mapEntries) as (options: unknown) => { has: (key: string) => boolean };
    const conditions = createConditions({ breakpoints: { conditions: { sm: '@media sm', md: '@media md' }, keys: () => ['sm', 'md'] }, conditions: { hover: '&:hover', dark: '.dark &' } });
    expect(['_hover', '_dark', 'sm', 'md', '@media print', '&:focus', '_anything'].map(conditions.has)).toEqual([true, true, true, true, true, true, true]);
    expect(['color', 'padding', 'lg', 'hover'].map(conditions.has)).toEqual([false, false, false, false]);
  });

  it('make the theme build its global styles only when they are first read', () => {
    const system = chakraFile('system.js');
    expect(system).toContain('let _global;');
    expect(system).toContain('get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(system).not.toContain('const _global = [');
    // The app's theme, as the app builds it, has the getter (so this is the file the app runs).
    expect(Object.getOwnPropertyDescriptor(appSystem(), '_global')?.get).toBeTypeOf('function');
  });

  it('let the theme be built a part at a time (createSystemInSteps), to the system createSystem builds in one go', async () => {
    const system = chakraFile('system.js');
    expect(system).toContain('function* createSystemInSteps(...configs) {');
    expect(system).toContain('function createSystem(...configs) {\n  const steps = createSystemInSteps(...configs);');
    const chakra = await import('@chakra-ui/react');
    const config = appSystem()._config;
    const steps = chakra.createSystemInSteps(config);
    let parts = 1;
    let step = steps.next();
    for (; !step.done; step = steps.next()) parts += 1;
    // The configs merged, the token dictionary in parts of its own (each phase, at most 250 tokens
    // a part: in one it was 12–16 ms at full speed), the style utilities, the rest.
    expect(chakraFile('token-dictionary.js')).toContain('function* createTokenDictionaryInSteps(options) {');
    expect(parts).toBeGreaterThanOrEqual(12);
    const inParts = step.value;
    // Values as Chakra's theme defines them, and a semantic token's dark value.
    expect(inParts.tokens.getByName('colors.red.600')?.value).toBe('#dc2626');
    expect(inParts.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(chakraGlobalCss(inParts)).toContain('--chakra-colors-brand-fg:var(--chakra-colors-teal-300)');
    const inOneGo = chakra.createSystem(config);
    const tokens = (s: typeof inOneGo) => s.tokens.allTokens.map(({ name, value }) => `${name}=${String(value)}`);
    expect(tokens(inParts)).toEqual(tokens(inOneGo));
    expect(tokens(inParts).length).toBeGreaterThan(400);
    const styles = { color: 'brand.fg', px: '4', _hover: { bg: 'red.subtle' }, md: { gap: '2' } };
    expect(inParts.css(styles)).toEqual(inOneGo.css(styles));
    expect(inParts.getRecipeFn('button')({ variant: 'solid', size: 'sm' })).toEqual(inOneGo.getRecipeFn('button')({ variant: 'solid', size: 'sm' }));
    expect(chakraGlobalCss(inParts)).toBe(chakraGlobalCss(inOneGo));
  });

  it('leave out the reset layer when the preflight is off, where Chakra wrote an unclosed "@layer reset"', () => {
    // An empty layer block came out as "@layer reset" with nothing after it, which swallowed the
    // "@layer base{…}" rule that followed (the app's reset is its own: components/ui/styles/reset.css).
    expect(chakraFile('system.js')).toContain('if (!preflight) return result;\n    return layers.wrap("reset", result);');
    expect(chakraGlobalCss(appSystem())).toMatch(/^@layer reset,base,tokens,recipes;@layer base\{/);
  });

  it("make a modal of Chakra's (Zag's dismissable layer) leave the body's pointer events alone, in the copy the app resolves", () => {
    // Setting them to "none" restyled every element of the page as a dialog opened and as it
    // closed (docs/performance.md); the backdrop takes the presses outside the dialog.
    const dismissable = require.resolve('@zag-js/dismissable', { paths: [join(chakraFolder())] });
    expect(dismissable.startsWith(join(rootModules, '@zag-js', 'dismissable'))).toBe(true);
    for (const file of ['pointer-event-outside.mjs', 'pointer-event-outside.js']) {
      const code = readFileSync(join(rootModules, '@zag-js', 'dismissable', 'dist', file), 'utf8');
      expect(code, file).not.toContain('body.style.pointerEvents = "none"');
      expect(code, file).toContain('The body keeps its pointer events');
    }
  });
});

