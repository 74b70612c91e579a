import { createSystemInSteps, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { appGlobalStyles } from './global-styles';
import { THEME_BUILD_MEASURE, THEME_READY_MARK, THEME_STEP_MEASURE } from './theme-build-measure';

/** Chakra's colour palettes no screen draws with (system.test.ts checks every palette the app names is kept). */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'purple', 'pink'];

// Building the system's token dictionary is most of what Chakra computes when the app starts,
// about a quarter of it for these four palettes.
const withoutUnusedPalettes = <T extends object>(colors: T | undefined): T => Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Ids (a listing's, a booking's, the audit trail's) in the platform's own monospace. Chakra's list
 * names five fonts, each one the browser looks up in turn the first time a screen shows an id: on
 * a phone without them, five misses in the first layout of My Products (17 ms of its 128 ms task
 * at Lighthouse's 4× slowdown). Safari and Chrome on a Mac take the system's (ui-monospace).
 */
const MONO_FONTS = 'ui-monospace, monospace';

// Chakra's default theme with only the recipes of the components this app uses. The full set
// (date pickers, carousels, trees…) was over a third of the first page's own JavaScript. A
// component whose recipe is missing here renders unstyled rather than failing: add its recipe
// when a screen starts using a new Chakra component.
const theme = defineConfig({
  // The reset is the app's own, lighter for the browser to apply: components/ui/styles/reset.css.
  preflight: false,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: appGlobalStyles,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors), fonts: { ...tokens.fonts, mono: { value: MONO_FONTS } } },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// A deep teal brand. Solid buttons sit on teal 700 in both modes: white on #0c5d56 is 7.6:1,
// well above WCAG AA's 4.5:1 (Chakra's default blue 600 reaches only 4.31:1).
const brand = {
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
  subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
  muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
  emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
  solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
  focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
  border: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
};

const config = defineConfig({
  globalCss: {
    // Every component picks the brand unless it asks for another palette; in-page jumps
    // (the category anchor, the skip link) glide unless the user asked for less motion.
    html: { colorPalette: 'brand', _motionSafe: { scrollBehavior: 'smooth' } },
  },
  theme: {
    semanticTokens: {
      colors: {
        brand,
        // Chakra's red 500 reads 3.8:1 on white, too faint for field messages; red 600 reaches 4.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

let built: SystemContext | undefined;
/** The build begun a part at a time (buildAppSystemWhenIdle), until its last part is done. */
let building: Generator<void, SystemContext, void> | undefined;
/** Whether idle moments are already building it. */
let buildingWhenIdle = false;
/** Who waits for the build to end (useChakraReady). */
const waiting = new Set<() => void>();

const steps = () => (building ??= createSystemInSteps(defaultBaseConfig, theme, config));

/** Does the build's next part; true once the system is built. */
function nextStep(): boolean {
  const step = steps().next();
  if (!step.done) return false;
  built = step.value;
  building = undefined;
  performance.mark(THEME_READY_MARK);
  // After the task that built it: it may be a component's render, which must not update others.
  queueMicrotask(() => {
    for (const then of waiting) then();
    waiting.clear();
  });
  return true;
}

/** Whether the app's Chakra system is built. */
export const isAppSystemBuilt = () => built !== undefined;

/** Calls `then` once the system is built (at once if it is); the returned function stops waiting. */
export function onAppSystemBuilt(then: () => void): () => void {
  if (built) {
    then();
    return () => {};
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/**
 * The app's Chakra system, built on the first call: building it is most of what Chakra computes
 * when the app starts, so a page that holds Chakra's global styles builds it only when a
 * component first asks for it (provider.tsx), or ahead of that when the browser is idle. What is
 * not built yet is built now, in this task.
 */
export function appSystem(): SystemContext {
  if (built) return built;
  const start = performance.now();
  while (!nextStep());
  performance.measure(THEME_BUILD_MEASURE, { start });
  return built!;
}

/**
 * Builds the system a part at a time, each in an idle moment of its own, so that the first Chakra
 * part a press draws finds it built. In one go it is a task of 100–130 ms on a phone, which would
 * otherwise fall inside that press; its longest part (the token dictionary) is about half of it.
 */
export function buildAppSystemWhenIdle(later: (part: () => void) => void = whenIdle) {
  if (built || buildingWhenIdle) return;
  buildingWhenIdle = true;
  const part = () => {
    if (built) return;
    const start = performance.now();
    const done = nextStep();
    performance.measure(THEME_STEP_MEASURE, { start });
    if (!done) later(part);
  };
  later(part);
}

/** In the browser's next idle period, or soon where it has no idle callbacks (Safari). */
function whenIdle(part: () => void) {
  // Through globalThis: the build reads this module in Node too, whose types have no window.
  const { requestIdleCallback } = globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number };
  if (requestIdleCallback) requestIdleCallback(part, { timeout: 5_000 });
  else setTimeout(part, 50);
}
