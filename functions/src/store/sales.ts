import { FieldValue } from 'firebase-admin/firestore';
import type { Write } from './batch.js';
import { firestore } from './db.js';

/**
 * `sales/{productId}`: the one accepted booking of a machine. Created in the batch that accepts
 * the booking, so a second accept of any booking of the same machine fails whole (create() of
 * an existing document), and removed in the batch that cancels the deal.
 */
const sale = (productId: string) => firestore().collection('sales').doc(productId);

export const salesStore = {
  createWrite(productId: string, bookingId: string, buyerUid: string): Write {
    return (batch) => batch.create(sale(productId), { bookingId, buyerUid, at: FieldValue.serverTimestamp() });
  },
  deleteWrite(productId: string): Write {
    return (batch) => batch.delete(sale(productId));
  },
};
