// @vitest-environment node
// The global styles as the build writes them into the page (Emotion's server path, no document).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../src/components/ui/system';
import { chakraGlobalCss } from './chakra-global-css';

const SOURCE = join(import.meta.dirname, '../src');
const reset = readFileSync(join(SOURCE, 'components/ui/styles/reset.css'), 'utf8');
const globalCss = chakraGlobalCss(appSystem());

/** Every selector of a stylesheet's rules (comments left out), in order. */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)].flatMap(([, prelude]) => (prelude!.trim().startsWith('@') ? [] : prelude!.split(',').map((selector) => selector.trim())));
}

/** The declarations of the rules whose selector is `selector` exactly. */
function declarationsOf(css: string, selector: string): string[] {
  return [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].filter(([, prelude]) => prelude!.trim() === selector).map(([, , body]) => body!);
}

/** A selector whose subject is every element's pseudo-element: `*::before`, `::selection`, `*::placeholder`. */
const EVERY_ELEMENTS_PSEUDO = /^(\*)?::?(before|after|selection|placeholder|backdrop|-webkit-input-placeholder|-moz-placeholder)$/;

/** Chakra's style props that read the per-element variables its own `*` rule declared (--ring-*, --blur, --backdrop-*). */
const PROPS_OF_LEFT_OUT_VARIABLES = [
  'ring', 'ringColor', 'ringOffset', 'ringOffsetColor', 'ringInset',
  'blur', 'brightness', 'contrast', 'grayscale', 'hueRotate', 'invert', 'saturate', 'sepia', 'dropShadow',
  'backdropBlur', 'backdropBrightness', 'backdropContrast', 'backdropGrayscale', 'backdropHueRotate', 'backdropInvert', 'backdropOpacity', 'backdropSaturate', 'backdropSepia',
];
/** Such a prop on an element (`ring="2px"`, `filter="auto"`), comments aside. */
const PROP_USE = new RegExp(`\\s(${PROPS_OF_LEFT_OUT_VARIABLES.join('|')})=|\\s(filter|backdropFilter)=["{']*auto`);
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the page's reset and global styles", () => {
  it("give no rule to every element's ::before, ::after, ::selection, ::placeholder or ::backdrop", () => {
    const everyElements = [...selectors(reset), ...selectors(globalCss)].filter((selector) => EVERY_ELEMENTS_PSEUDO.test(selector));
    expect(everyElements).toEqual([]);
    // What they are for stays: the selection colour on the root, the placeholder's on the fields.
    expect(selectors(globalCss)).toContain('html::selection');
    expect(selectors(reset)).toEqual(expect.arrayContaining(['input::placeholder', 'textarea::placeholder']));
  });

  it('declare no custom property on every element, and set the three the reset reads once on the root', () => {
    for (const body of [...declarationsOf(reset, '*'), ...declarationsOf(globalCss, '*')]) expect(body).not.toMatch(/(^|[;{\s])--[\w-]+\s*:/);
    const root = declarationsOf(globalCss, 'html').join(';');
    expect(root).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(root).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(root).toContain('--global-font-mono:var(--chakra-fonts-mono)');
    expect(globalCss).not.toMatch(/--ring-|--backdrop-|--brightness/);
  });

  it("replace Chakra's preflight: its reset layer is the app's stylesheet, declared before the others", () => {
    expect(appSystem()._config.preflight).toBe(false);
    expect(globalCss.startsWith('@layer reset,base,tokens,recipes;@layer base{')).toBe(true);
    expect(reset).toMatch(/^@layer reset \{$/m);
    expect(declarationsOf(reset, '*').join(';')).toMatch(/box-sizing: border-box;[\s\S]*border-style: solid;/);
  });

  it("leave out only variables that neither the app's code nor its recipes use", () => {
    const recipes = JSON.stringify({ recipes: appSystem()._config.theme?.recipes, slotRecipes: appSystem()._config.theme?.slotRecipes });
    expect(recipes).not.toMatch(new RegExp(`"(${PROPS_OF_LEFT_OUT_VARIABLES.join('|')})":`));
    expect(recipes).not.toMatch(/"(filter|backdropFilter)":"auto"/);
    const users = sourceFiles(SOURCE).filter((file) => PROP_USE.test(withoutComments(readFileSync(file, 'utf8'))));
    expect(users).toEqual([]);
  });
});
