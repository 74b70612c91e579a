/** The User Timing measure of building Chakra's system (system.ts): a trace shows when and how long it took. */
export const THEME_BUILD_MEASURE = 'Chakra theme built';
