import type { PagedListKey } from '@/lib/use-paged-list';

/**
 * The key of the signed-in user's favourites (`GET /favourites`, newest saved first): the
 * dashboard's Favourites tab reads it, and every heart refreshes it.
 */
export const favouritesKey = ['/favourites', {}] as const satisfies PagedListKey;
