import { notFound, type Favourite, type PageRequest } from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { favouriteId, favouritesStore } from '../store/favourites.js';
import { listingStats } from '../store/listing-stats.js';
import { productsStore } from '../store/products.js';
import { noteActive } from './activity.js';
import type { Caller } from './caller.js';
import { getProduct } from './products.js';

/**
 * PUT /favourites/{productId}: saves the machine for the caller; saving it again changes nothing.
 * The machine is read again once the favourite is written: a deletion, sale or new price that
 * looked for its watchers before the favourite existed is caught up with here (of the two, at
 * least one sees the other), so no favourite lives on for a machine that is gone.
 */
export async function saveFavourite(caller: Caller, productId: string): Promise<{ favourite: Favourite; created: boolean }> {
  const product = await getProduct(productId);
  // A seller saving their own machine is not someone interested in buying it.
  const counted = product.sellerUid === caller.uid ? [] : listingStats.eventWrites(product, 'favourites');
  const created = await favouritesStore.add(caller.uid, product, counted);
  if (created) await noteActive(caller.uid, 'buyer');
  if (created) {
    const now = await productsStore.get(productId);
    if (!now) {
      await favouritesStore.remove(caller.uid, productId);
      throw notFound('No product with that id.');
    }
    if (now.sold !== product.sold || now.resalePrice !== product.resalePrice) {
      await commitTogether([favouritesStore.updateWrite(favouriteId(caller.uid, productId), { sold: now.sold, resalePrice: now.resalePrice })]);
    }
  }
  const favourite = await favouritesStore.get(caller.uid, productId);
  if (!favourite) throw notFound('No product with that id.');
  return { favourite, created };
}

export async function removeFavourite(caller: Caller, productId: string) {
  if (!(await favouritesStore.remove(caller.uid, productId))) throw notFound('This machine is not in your favourites.');
  return { acknowledged: true, message: 'Removed from your favourites.' };
}

/** GET /favourites/saved: which of these machines the caller saved (the hearts of a page of cards). */
export async function savedAmong(caller: Caller, productIds: string[]) {
  return { productIds: await favouritesStore.savedAmong(caller.uid, [...new Set(productIds)]) };
}

export function myFavourites(caller: Caller, page: PageRequest) {
  return favouritesStore.page(caller.uid, page);
}
