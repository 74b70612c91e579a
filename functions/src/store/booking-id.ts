import { createHash } from 'node:crypto';

/**
 * One booking per buyer and product: the id is deterministic, so a second `create()` fails. It
 * is a digest, so the id (shown to the seller as the Trx Id) tells nothing of the buyer's account.
 */
export const bookingId = (productId: string, buyerUid: string) => createHash('sha256').update(`booking\n${productId}\n${buyerUid}`).digest('hex').slice(0, 32);
