// The phone Lighthouse's mobile runs stand for, as the browser-driven sections apply it.

/** Lighthouse's phone (a Moto G Power). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;
