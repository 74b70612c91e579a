import { describe, expect, it } from 'vitest';
import { layeredRulesCache, topLevelRules } from './emotion-cache';

describe('the rules of a layer, one by one', () => {
  it('splits a style, its states and its responsive rule, in order', () => {
    const css = '.css-a{display:flex;}.css-a[data-state=open]{opacity:1;}@media screen and (min-width: 48rem){.css-a{gap:4px;}.css-a:hover{gap:8px;}}';
    expect(topLevelRules(css)).toEqual(['.css-a{display:flex;}', '.css-a[data-state=open]{opacity:1;}', '@media screen and (min-width: 48rem){.css-a{gap:4px;}.css-a:hover{gap:8px;}}']);
  });

  it('does not count braces in strings or escaped in selectors', () => {
    const css = `.css-b::before{content:"{";}.css-c\\{x{color:red;}.css-d::after{content:'}';}`;
    expect(topLevelRules(css)).toEqual(['.css-b::before{content:"{";}', '.css-c\\{x{color:red;}', ".css-d::after{content:'}';}"]);
  });
});

describe("the app's Emotion cache", () => {
  // jsdom has no cascade layers (no CSSLayerBlockRule): there, as in the dev server, every rule
  // goes to Emotion as it comes. Chromium's side is held by e2e/dialog-styles.spec.ts.
  it('hands rules to Emotion unchanged where the browser has no layer blocks', () => {
    const cache = layeredRulesCache();
    expect(() => cache.sheet.insert('@layer recipes{.css-e{color:red;}}')).not.toThrow();
    expect(cache.key).toBe('css');
  });
});
