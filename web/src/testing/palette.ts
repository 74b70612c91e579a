import palettes from '@/components/ui/styles/palette.module.css';

const NAMES = ['brand', 'gray', 'red', 'green', 'blue', 'orange'] as const;

/** The palette a part drawn from the static stylesheets wears (its palette class), if any. */
export function paletteOf(element: Element): (typeof NAMES)[number] | undefined {
  return NAMES.find((name) => element.classList.contains(palettes[name]!));
}
