import { conflict, notFound, publicProduct, type PublicProduct } from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { productsStore, type StoredProduct } from '../store/products.js';
import { removalsStore } from '../store/removals.js';
import { auditWrite } from './audit.js';
import type { Caller, ConfirmFreshSignIn } from './caller.js';
import { listingToChange } from './listings.js';
import { shown } from './products.js';

/** The home page shows at most this many advertised products. */
export const ADVERTISED_ON_HOME = 24;

/** PUT /advertised/products/{id}: the product's seller (or an admin) starts an advertisement. */
export async function advertise(caller: Caller, productId: string, advertiseName: string, confirmFresh: ConfirmFreshSignIn): Promise<StoredProduct> {
  const { product } = await listingToChange(caller, productId, 'advertise', confirmFresh);
  if (product.sold) throw conflict('A sold product cannot be advertised.');
  if (product.advertiseName) throw conflict(`This advertisement is already running: ${product.advertiseName}.`);
  // An admin advertising someone else's listing leaves an entry in the audit trail, in the same batch.
  const audit = product.sellerUid === caller.uid ? [] : [auditWrite(caller, 'advertise-listing', { kind: 'product', id: product._id, label: product.productName }, { advertiseName: null }, { advertiseName })];
  if ((await commitTogether([productsStore.advertiseWrite(productId, advertiseName), ...audit])) === 'not-found') throw notFound('No product with that id.');
  return { ...product, advertiseName };
}

/** The home page's advertisements, for anyone: the public projection only. */
export async function advertisedProducts(advertiseName: string): Promise<PublicProduct[]> {
  const [advertised, removed] = await Promise.all([productsStore.advertised(advertiseName, ADVERTISED_ON_HOME), removalsStore.sellers()]);
  return shown(advertised, removed).map(publicProduct);
}
