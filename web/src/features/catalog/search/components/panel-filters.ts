import type { CatalogSearch, FilterName } from '../search-address';

/** The filters of the panel: everything but the keywords (the search box) and the order (the sort menu). */
export const PANEL_FILTERS = ['fuel', 'make', 'location', 'minPrice', 'maxPrice', 'minYear', 'maxYear', 'maxUsed', 'verified', 'available'] as const satisfies readonly FilterName[];
export type PanelFilter = (typeof PANEL_FILTERS)[number];

/** The panel's filters as it applies them: every one of them, set or not. */
export type PanelFilters = Record<PanelFilter, string | undefined>;

/** The filters of the panel, all off. */
export const noFilters = Object.fromEntries(PANEL_FILTERS.map((name) => [name, undefined])) as Record<PanelFilter, undefined>;

/** How many of the panel's filters the search sets, for the drawer's button. */
export const panelCount = (search: CatalogSearch) => PANEL_FILTERS.filter((name) => search[name] !== undefined).length;

/**
 * The form shows the address's filters: a new address (back, a removed chip) starts it afresh,
 * dropping whatever was typed and not applied.
 */
export const formKey = (search: CatalogSearch) => JSON.stringify(PANEL_FILTERS.map((name) => search[name] ?? null));
