import { FieldValue } from 'firebase-admin/firestore';
import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * `sales/{productId}`: the one accepted booking of a machine. Created in the batch that accepts
 * the booking, so a second accept of any booking of the same machine fails whole (create() of
 * an existing document), and removed only in the batch that ends that very deal.
 */
const sale = (productId: string) => firestore().collection('sales').doc(productId);

export const salesStore = {
  /** The booking the machine is sold to; null when it is not sold. */
  async bookingOf(productId: string): Promise<string | null> {
    const snap = await withDeadline(sale(productId).get());
    documentReads.add(1);
    const bookingId = snap.get('bookingId');
    return typeof bookingId === 'string' ? bookingId : null;
  },
  /** When the machine was sold (ms); null when it is not. */
  async soldAt(productId: string): Promise<number | null> {
    const snap = await withDeadline(sale(productId).get());
    documentReads.add(1);
    const at = snap.get('at') as { toMillis?: () => number } | undefined;
    return snap.exists && at?.toMillis ? at.toMillis() : null;
  },
  createWrite(productId: string, bookingId: string, buyerUid: string): Write {
    return (batch) => batch.create(sale(productId), { bookingId, buyerUid, at: FieldValue.serverTimestamp() });
  },
  deleteWrite(productId: string): Write {
    return (batch) => batch.delete(sale(productId));
  },
};
