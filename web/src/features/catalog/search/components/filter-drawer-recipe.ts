import type { SlotRecipeConfig } from '@chakra-ui/react';

/**
 * The look of the filters' drawer: Chakra's drawer, placed at the end, the whole width of a phone
 * and a side panel's width from sm. Chakra's own drawer recipe would be imported from the theme's
 * recipes, which the first page loads for the theme, and the bundler then ships it with the first
 * page too; these are the parts of it this drawer uses, in the theme's tokens.
 */
export const filterDrawerRecipe = {
  className: 'chakra-drawer',
  slots: ['trigger', 'backdrop', 'positioner', 'content', 'title', 'description', 'closeTrigger', 'header', 'body', 'footer'],
  base: {
    backdrop: {
      bg: 'blackAlpha.500',
      pos: 'fixed',
      inset: '0',
      '--drawer-z-index': 'zIndex.popover',
      zIndex: 'calc(var(--drawer-z-index) + var(--layer-index, 0) - 1)',
      _open: { animationName: 'fade-in', animationDuration: 'slow' },
      _closed: { animationName: 'fade-out', animationDuration: 'moderate' },
    },
    positioner: {
      display: 'flex',
      justifyContent: 'flex-end',
      pos: 'fixed',
      inset: '0',
      '--drawer-z-index': 'zIndex.popover',
      zIndex: 'calc(var(--drawer-z-index) + var(--layer-index, 0))',
      overscrollBehaviorY: 'none',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      pos: 'relative',
      w: '100%',
      maxW: { base: '100vw', sm: 'md' },
      h: '100dvh',
      outline: '0',
      '--drawer-z-index': 'zIndex.popover',
      zIndex: 'calc(var(--drawer-z-index) + var(--layer-index, 0))',
      textStyle: 'sm',
      bg: 'bg.panel',
      boxShadow: 'lg',
      _open: { animationName: { base: 'slide-from-right-full, fade-in', _rtl: 'slide-from-left-full, fade-in' }, animationDuration: 'slowest', animationTimingFunction: 'ease-in-smooth' },
      _closed: { animationName: { base: 'slide-to-right-full, fade-out', _rtl: 'slide-to-left-full, fade-out' }, animationDuration: 'slower', animationTimingFunction: 'ease-in-smooth' },
    },
    header: { display: 'flex', alignItems: 'center', gap: '2', px: '6', pt: '6', pb: '4' },
    title: { flex: '1', textStyle: 'lg', fontWeight: 'semibold' },
    body: { px: '6', py: '2', flex: '1', overflow: 'auto' },
    footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', px: '6', pt: '2', pb: '4' },
    closeTrigger: { pos: 'absolute', top: '3', insetEnd: '2' },
  },
} satisfies SlotRecipeConfig;
