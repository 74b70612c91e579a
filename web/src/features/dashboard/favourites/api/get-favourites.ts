import { favouritesKey } from '@/features/favourite-heart';
import { page } from '@/lib/answers';
import { usePagedList } from '@/lib/use-paged-list';

/** The signed-in user's favourites, newest saved first (`GET /favourites`); every heart refreshes them. */
export function useFavourites() {
  return usePagedList(favouritesKey, page('favouriteSchema'));
}
