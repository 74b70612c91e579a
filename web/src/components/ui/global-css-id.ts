/** The id of the <style> element the build writes Chakra's global styles into (web/build/chakra-global-css.ts). */
export const CHAKRA_GLOBAL_CSS_ID = 'chakra-global-css';
