import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);
