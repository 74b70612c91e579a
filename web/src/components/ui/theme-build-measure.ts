/** The User Timing measure of building Chakra's system in one task (system.ts): a trace shows when and how long it took. */
export const THEME_BUILD_MEASURE = 'Chakra theme built';
/** The measure of each part of the system built in an idle moment of its own (system.ts). */
export const THEME_STEP_MEASURE = 'Chakra theme part built';
/** The User Timing mark of the system being ready, however it was built. */
export const THEME_READY_MARK = 'Chakra theme ready';
