import type { DocumentData } from 'firebase-admin/firestore';
import type { Booking } from '../contract/index.js';
import { withId } from './converter.js';
import { firestore } from './db.js';
import { toIso, toTimestamp } from './time.js';

function fromDoc(d: DocumentData): Omit<Booking, '_id'> {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    productName: str(d.productName),
    productId: str(d.productId),
    sellerEmail: str(d.sellerEmail),
    resalePrice: typeof d.resalePrice === 'number' ? d.resalePrice : 0,
    buyerName: str(d.buyerName),
    buyerEmail: str(d.buyerEmail),
    buyerNumber: str(d.buyerNumber),
    buyerLocation: str(d.buyerLocation),
    createdAt: toIso(d.createdAt),
  };
}

export const bookingsCollection = () => firestore().collection('bookings').withConverter(withId<Booking>(fromDoc));

/** One booking per buyer and product: the id is deterministic so a second `create()` fails. */
export const bookingId = (productId: string, buyerUid: string) => `${productId}_${buyerUid}`;

export const bookingsStore = {
  async put(booking: Booking & { buyerUid: string; sellerUid: string }): Promise<void> {
    const { _id, createdAt, ...rest } = booking;
    await firestore().collection('bookings').doc(_id).set({ ...rest, createdAt: toTimestamp(createdAt) });
  },
};
