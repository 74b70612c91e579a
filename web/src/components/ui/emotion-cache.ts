import createCache, { type EmotionCache } from '@emotion/cache';

/** A rule Chakra wraps in one of its cascade layers: `@layer recipes{…}`. */
const LAYERED = /^@layer\s+([\w-]+)\s*\{([\s\S]*)\}$/;

/**
 * The rules of a stylesheet's text, in order: `.a{…}.a:hover{…}@media x{.a{…}}` gives three.
 * Braces inside strings and escapes are not counted (Emotion's output is minified CSS).
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '\\') {
      index += 1;
    } else if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    }
  }
  return rules.filter(Boolean);
}

/** Chakra's hover condition: `@media (hover: hover){.css-a:is(:hover, [data-hover])…{…}}`. */
const HOVER = /^@media\s*\(hover:\s*hover\)\s*\{([\s\S]*)\}$/;

/** Where rules can be added: a stylesheet, or a block in one (a layer, a media query). */
type Group = Pick<CSSStyleSheet, 'cssRules' | 'insertRule'>;

function append(group: Group, rule: string) {
  try {
    group.insertRule(rule, group.cssRules.length);
  } catch {
    // As Emotion does: a rule this browser refuses (another engine's prefix) is left out.
  }
}

/** The last rule of `group`, if it is a block of that kind. */
function lastBlock<T extends CSSRule>(group: Group | undefined, kind: abstract new (...args: never[]) => T): T | undefined {
  const last = group?.cssRules[group.cssRules.length - 1];
  return last instanceof kind ? last : undefined;
}

/**
 * Emotion's cache for the app, with one difference: what Chakra puts in a cascade layer goes into
 * one block per layer, and its hover rules into one `@media (hover: hover)` block per layer (and
 * one outside the layers), instead of a new block each.
 *
 * Why: Chromium restyles the whole page when a stylesheet gains a top-level `@layer` rule, or any
 * `@media` or `@supports` rule (18–20 ms for My Products at full speed, 70–80 ms on a mid-range
 * phone), and Chakra adds such a rule for every recipe style it draws for the first time, and for
 * every style with a hover state: a dialog opening, a tab's first visit. A plain rule added inside
 * an existing block restyles only what it matches (0.2–0.8 ms).
 *
 * The rules keep their layer and their order in it. Hover rules gathered into one block may come
 * before rules added later, which changes nothing: each is more specific than its element's other
 * rules (`:is(:hover, [data-hover]):not(:disabled, [data-disabled])`). Other media rules (a size's
 * breakpoint) are order-sensitive and go in as they are, and still cost their restyle.
 */
export function layeredRulesCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const sheet = cache.sheet;
  const insert = sheet.insert.bind(sheet);
  const flush = sheet.flush.bind(sheet);
  const layers = new Map<string, CSSLayerBlockRule>();
  /** Keyed by layer; '' for the hover block outside the layers. */
  const hovers = new Map<string, CSSMediaRule>();
  const lastSheet = () => sheet.tags.at(-1)?.sheet ?? undefined;

  /** The layer's block, added (empty, the one full restyle) the first time the layer is used. */
  const layerBlock = (layer: string): CSSLayerBlockRule | undefined => {
    if (!layers.has(layer)) {
      insert(`@layer ${layer}{}`);
      const added = lastBlock(lastSheet(), CSSLayerBlockRule);
      if (added) layers.set(layer, added);
    }
    return layers.get(layer);
  };

  /** The hover block in `layer` (or outside the layers), added empty the first time. */
  const hoverBlock = (layer: string): CSSMediaRule | undefined => {
    if (!hovers.has(layer)) {
      const block = layer ? layerBlock(layer) : undefined;
      if (block) append(block, '@media (hover: hover){}');
      else insert('@media (hover: hover){}');
      const added = lastBlock(block ?? lastSheet(), CSSMediaRule);
      if (added) hovers.set(layer, added);
    }
    return hovers.get(layer);
  };

  /** Adds `rule` to `group` (a layer's block, or the sheet: `layer` ''), hover rules to the hover block. */
  const place = (rule: string, layer: string, group: Group | undefined) => {
    const hover = HOVER.exec(rule);
    const hoverGroup = hover ? hoverBlock(layer) : undefined;
    if (hover && hoverGroup) {
      for (const inner of topLevelRules(hover[1]!)) append(hoverGroup, inner);
    } else if (group) {
      append(group, rule);
    } else {
      insert(rule);
    }
  };

  sheet.insert = (rule: string) => {
    // Outside speedy mode (the dev server) Emotion writes text, which the browser parses anew anyway.
    if (!sheet.isSpeedy || typeof CSSLayerBlockRule !== 'function') {
      insert(rule);
      return;
    }
    const layered = LAYERED.exec(rule);
    const block = layered ? layerBlock(layered[1]!) : undefined;
    if (layered && block) {
      for (const inner of topLevelRules(layered[2]!)) place(inner, layered[1]!, block);
    } else {
      place(rule, '', undefined);
    }
  };
  sheet.flush = () => {
    layers.clear();
    hovers.clear();
    flush();
  };
  return cache;
}
