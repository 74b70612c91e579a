import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchChakraConditions } from './chakra-conditions';

const require = createRequire(import.meta.url);
const chakraConditions = () => {
  const esm = join(require.resolve('@chakra-ui/react').replace(/dist[\\/]cjs[\\/].*$/, ''), 'dist', 'esm', 'styled-system', 'conditions.js');
  return readFileSync(esm, 'utf8');
};

describe("the build's faster Chakra conditions", () => {
  it('asks a Set made once whether a key is a condition, in the Chakra release installed', () => {
    const patched = patchChakraConditions(chakraConditions());
    expect(patched).toContain('const knownConditions = new Set(Object.keys(values));');
    expect(patched).toContain('return knownConditions.has(key) ||');
    expect(patched).not.toContain('keys().includes(key)');
  });

  it('answers as Chakra did, for conditions, breakpoints and plain style keys', async () => {
    const patched = patchChakraConditions(chakraConditions())
      .replace(/^import .*$/gm, '')
      .replace('"use strict";', '')
      .replace(/export \{[^}]*\};?/, 'return createConditions;');
    const memo = <T,>(fn: T) => fn;
    const mapEntries = (object: Record<string, unknown>, f: (key: string, value: unknown) => [string, unknown]) => Object.fromEntries(Object.entries(object).map(([key, value]) => f(key, value)));
    const createConditions = new Function('memo', 'mapEntries', patched)(memo, mapEntries) as (options: unknown) => { has: (key: string) => boolean };
    const conditions = createConditions({ breakpoints: { conditions: { sm: '@media sm', md: '@media md' }, keys: () => ['sm', 'md'] }, conditions: { hover: '&:hover', dark: '.dark &' } });
    expect(['_hover', '_dark', 'sm', 'md', '@media print', '&:focus', '_anything'].map(conditions.has)).toEqual([true, true, true, true, true, true, true]);
    expect(['color', 'padding', 'lg', 'hover'].map(conditions.has)).toEqual([false, false, false, false]);
  });

  it('fails the build when Chakra’s code is not the one it knows', () => {
    expect(() => patchChakraConditions('function has(key) { return list.includes(key); }')).toThrow(/conditions\.js is not the code/);
  });
});
