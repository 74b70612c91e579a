export const PRODUCT_NAME = 'Machinery Market';

/** The browser tab's text for a screen: its own name first, the product's after. */
export function pageTitle(screen?: string): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
