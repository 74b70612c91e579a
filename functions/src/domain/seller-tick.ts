import { productsStore } from '../store/products.js';
import { usersStore } from '../store/users.js';
import { DONE, PAGE_WRITES, type Page } from './work/page.js';

/**
 * One page of `sync-seller-tick`: a seller's listings carry the blue tick their account has now
 * (with the day it was given), up to 400 listings a page. Recorded with every change of a
 * seller's tick or role; whichever of several changes runs last reads the account as it is, so
 * the listings end as the account stands.
 */
export async function syncSellerTickPage({ sellerUid }: { sellerUid: string }): Promise<Page> {
  const seller = await usersStore.get(sellerUid);
  const tick = seller?.role === 'seller' && seller.sellerVerify;
  const ids = await productsStore.idsWithTick(sellerUid, !tick, PAGE_WRITES);
  if (!ids.length) return DONE;
  return { writes: ids.map((id) => productsStore.tickWrite(id, tick, tick ? seller?.verifiedAt : undefined)), next: ids.length < PAGE_WRITES ? null : 'more' };
}
