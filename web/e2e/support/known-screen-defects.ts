import type { KnownScreenDefect } from './what-people-see.js';

/**
 * Screen defects known and not fixed yet. The guard of what people see (what-people-see.spec.ts)
 * fails on a defect missing here and on an entry no longer seen, so the list only shrinks. The
 * guard landed with four (the photo viewer off a phone's left edge, the favourite toast over the
 * top bar, the dashboard's tab labels cut on a phone and on a desktop), fixed in the same change:
 * it is empty, and a new defect is fixed, not listed.
 */
export const KNOWN_SCREEN_DEFECTS: KnownScreenDefect[] = [];
