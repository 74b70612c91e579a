import type { RedocRawOptions } from 'redoc';
import { OPENAPI_DOCUMENT_URL } from '../api/openapi-document';

/** Marks the bar that holds the contents' button on a phone: Redoc scrolls a section to just below it. */
export const CONTENTS_BAR = 'data-contents-bar';

/**
 * How far down the window the page's sticky bars reach (the top bar; on a phone, the contents'
 * bar too), measured each time Redoc scrolls to a section, so its heading lands below them.
 */
function belowStickyBars(): number {
  const bottoms = [...document.querySelectorAll(`header, [${CONTENTS_BAR}]`)].map((bar) => bar.getBoundingClientRect().bottom);
  return Math.max(0, ...bottoms);
}

/** Redoc's settings for the reference; its theme, which follows the colour mode, is handed over apart (reference.tsx). */
export const REFERENCE_OPTIONS: RedocRawOptions = {
  scrollYOffset: belowStickyBars,
  // Redoc's search runs in a Web Worker it makes from a blob: address, which the site's
  // Content-Security-Policy refuses (docs/web-build.md). The contents list every call instead.
  disableSearch: true,
  // The browser's own scrollbars: Redoc's drawn ones add code and hide from the keyboard.
  nativeScrollbars: true,
  // The download button points at the document's real address, which tools can read too.
  downloadDefinitionUrl: OPENAPI_DOCUMENT_URL,
  expandResponses: '200,201',
  sortRequiredPropsFirst: true,
};
