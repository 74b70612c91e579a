import { notFound, type Favourite, type PageRequest } from '../contract/index.js';
import { favouritesStore } from '../store/favourites.js';
import type { Caller } from './caller.js';
import { getProduct } from './products.js';

/** PUT /favourites/{productId}: saves the machine for the caller; saving it again changes nothing. */
export async function saveFavourite(caller: Caller, productId: string): Promise<{ favourite: Favourite; created: boolean }> {
  const product = await getProduct(productId);
  const created = await favouritesStore.add(caller.uid, product);
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
