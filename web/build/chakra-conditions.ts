import type { Plugin } from 'vite';

/** Chakra UI's conditions module (the `_hover`, `_dark`, `md`… of style props). */
const CONDITIONS = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;

const SLOW_HAS = 'return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");';
const FAST_HAS = 'return knownConditions.has(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");';
const KEYS = 'function keys() {';

/**
 * Chakra answers "is this style key a condition?" by listing every condition's name into a new
 * array and searching it, for each key of each style object: about a fifth of building the theme
 * when the app starts, and again for every style Chakra computes while rendering. The build asks
 * a Set made once instead (the conditions never change after the theme is built). Chakra's code
 * is matched exactly: a release that changes it fails the build here, to be looked at again.
 */
export function patchChakraConditions(code: string): string {
  if (!code.includes(SLOW_HAS) || !code.includes(KEYS)) {
    throw new Error("Chakra UI's styled-system/conditions.js is not the code the build speeds up (web/build/chakra-conditions.ts): check it against the new release");
  }
  return code.replace(KEYS, `const knownConditions = new Set(Object.keys(values));\n  ${KEYS}`).replace(SLOW_HAS, FAST_HAS);
}

export function fasterChakraConditions(): Plugin {
  return {
    name: 'faster-chakra-conditions',
    apply: 'build',
    transform(code, id) {
      if (!CONDITIONS.test(id)) return null;
      return { code: patchChakraConditions(code), map: null };
    },
  };
}
