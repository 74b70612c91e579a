import type { NotificationKind, Product } from '../contract/index.js';
import { commitTogether, MAX_WRITES, type Write } from '../store/batch.js';
import { favouritesStore, type Watcher } from '../store/favourites.js';
import { notificationsStore } from '../store/notifications.js';

/**
 * Buyers who saved a machine hear of its price drops, its sale and its withdrawal, and their
 * saved summary follows it. Runs right after the event's own batch (within the same request):
 * watchers are found by the machine's index, never by a scan of all favourites.
 */
const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

function told(watcher: Watcher, kind: NotificationKind, productId: string, productName: string, message: string, link: string): Write {
  return notificationsStore.newWrite({ userUid: watcher.userUid, kind, productId, productName, bookingId: '', message, link });
}

/**
 * Commits each watcher's writes (their favourite's summary, their notice), many watchers a batch.
 * A batch that meets a favourite removed meanwhile is redone watcher by watcher, skipping it.
 */
async function commitInBatches(writes: Write[], perWatcher: number): Promise<void> {
  const step = perWatcher * Math.floor(MAX_WRITES / perWatcher);
  for (let i = 0; i < writes.length; i += step) {
    const batch = writes.slice(i, i + step);
    if ((await commitTogether(batch)) === 'committed') continue;
    for (let j = 0; j < batch.length; j += perWatcher) await commitTogether(batch.slice(j, j + perWatcher));
  }
}

export const watchers = {
  /** A new price: every saved summary shows it; a drop is told when `tell` (at most once a day: listings.ts). */
  async priceChanged(product: Product, newPrice: number, tell: boolean): Promise<void> {
    const found = await favouritesStore.watchersOf(product._id);
    const dropped = tell && newPrice < product.resalePrice;
    await commitInBatches(
      found.flatMap((w) => [
        favouritesStore.updateWrite(w._id, { resalePrice: newPrice }),
        ...(dropped
          ? [told(w, 'favourite-price-drop', product._id, product.productName, `${product.productName}: the price dropped from ${money(product.resalePrice)} to ${money(newPrice)}.`, `/product/${product._id}`)]
          : []),
      ]),
      dropped ? 2 : 1,
    );
  },

  async sold(product: Product): Promise<void> {
    const found = await favouritesStore.watchersOf(product._id);
    await commitInBatches(
      found.flatMap((w) => [favouritesStore.updateWrite(w._id, { sold: true }), told(w, 'favourite-sold', product._id, product.productName, `${product.productName} is sold.`, '/dashboard/favourites')]),
      2,
    );
  },

  async backOnSale(productId: string): Promise<void> {
    const found = await favouritesStore.watchersOf(productId);
    await commitInBatches(found.map((w) => favouritesStore.updateWrite(w._id, { sold: false })), 1);
  },

  async withdrawn(productId: string, productName: string): Promise<void> {
    const found = await favouritesStore.watchersOf(productId);
    await commitInBatches(found.flatMap((w) => withdrawnWrites(w, productId, productName)), 2);
  },

  /** Every machine of a removed seller left the marketplace. */
  async sellerRemoved(sellerUid: string): Promise<void> {
    const found = await favouritesStore.watchersOfSeller(sellerUid);
    await commitInBatches(found.flatMap((w) => withdrawnWrites(w, w.productId, w.productName)), 2);
  },
};

function withdrawnWrites(w: Watcher, productId: string, productName: string): Write[] {
  return [favouritesStore.updateWrite(w._id, { withdrawn: true }), told(w, 'favourite-withdrawn', productId, productName, `${productName} was taken off the marketplace.`, '/dashboard/favourites')];
}
