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

async function commitInBatches(writes: Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += MAX_WRITES) await commitTogether(writes.slice(i, i + MAX_WRITES));
}

export const watchers = {
  /** A new price: every saved summary shows it; a drop is told. */
  async priceChanged(product: Product, newPrice: number): Promise<void> {
    const found = await favouritesStore.watchersOf(product._id);
    const dropped = newPrice < product.resalePrice;
    await commitInBatches(
      found.flatMap((w) => [
        favouritesStore.updateWrite(w._id, { resalePrice: newPrice }),
        ...(dropped
          ? [told(w, 'favourite-price-drop', product._id, product.productName, `${product.productName}: the price dropped from ${money(product.resalePrice)} to ${money(newPrice)}.`, `/product/${product._id}`)]
          : []),
      ]),
    );
  },

  async sold(product: Product): Promise<void> {
    const found = await favouritesStore.watchersOf(product._id);
    await commitInBatches(
      found.flatMap((w) => [favouritesStore.updateWrite(w._id, { sold: true }), told(w, 'favourite-sold', product._id, product.productName, `${product.productName} is sold.`, '/dashboard/favourites')]),
    );
  },

  async backOnSale(productId: string): Promise<void> {
    const found = await favouritesStore.watchersOf(productId);
    await commitInBatches(found.map((w) => favouritesStore.updateWrite(w._id, { sold: false })));
  },

  async withdrawn(productId: string, productName: string): Promise<void> {
    const found = await favouritesStore.watchersOf(productId);
    await commitInBatches(found.flatMap((w) => withdrawnWrites(w, productId, productName)));
  },

  /** Every machine of a removed seller left the marketplace. */
  async sellerRemoved(sellerUid: string): Promise<void> {
    const found = await favouritesStore.watchersOfSeller(sellerUid);
    await commitInBatches(found.flatMap((w) => withdrawnWrites(w, w.productId, w.productName)));
  },
};

function withdrawnWrites(w: Watcher, productId: string, productName: string): Write[] {
  return [favouritesStore.updateWrite(w._id, { withdrawn: true }), told(w, 'favourite-withdrawn', productId, productName, `${productName} was taken off the marketplace.`, '/dashboard/favourites')];
}
