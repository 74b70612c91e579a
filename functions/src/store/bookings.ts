import type { DocumentData } from 'firebase-admin/firestore';
import type { Booking } from '../contract/index.js';
import { numeric, text, withId } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { pageOf, type PageRequest } from './paging.js';
import { toIso, toTimestamp } from './time.js';

function fromDoc(d: DocumentData): Omit<Booking, '_id'> {
  return {
    productName: text(d.productName),
    productId: text(d.productId),
    sellerEmail: text(d.sellerEmail),
    resalePrice: numeric(d.resalePrice),
    buyerName: text(d.buyerName),
    buyerEmail: text(d.buyerEmail),
    buyerNumber: text(d.buyerNumber),
    buyerLocation: text(d.buyerLocation),
    createdAt: toIso(d.createdAt),
  };
}

const bookings = () => firestore().collection('bookings').withConverter(withId<Booking>(fromDoc));
const raw = () => firestore().collection('bookings');

/** One booking per buyer and product: the id is deterministic, so a second `create()` fails. */
export const bookingId = (productId: string, buyerUid: string) => `${productId}_${buyerUid}`;

/** A stored booking also knows both parties' uids, for ownership checks. */
export type StoredBooking = Booking & { buyerUid: string; sellerUid: string };

/** Firestore's gRPC code for a document that already exists. */
const ALREADY_EXISTS = 6;

export const bookingsStore = {
  /** Creates the booking; resolves false when this buyer already booked this product. */
  async create(booking: StoredBooking): Promise<boolean> {
    const { _id, createdAt, ...rest } = booking;
    try {
      await withDeadline(raw().doc(_id).create({ ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) }));
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
      throw error;
    }
  },

  pageByBuyer(buyerEmail: string, page: PageRequest) {
    return pageOf(bookings().where('buyerEmail', '==', buyerEmail), page);
  },

  pageBySeller(sellerEmail: string, page: PageRequest) {
    return pageOf(bookings().where('sellerEmail', '==', sellerEmail), page);
  },

  /** Writes whole bookings under their ids (seed, tests, benchmark). */
  async putMany(list: StoredBooking[]): Promise<void> {
    const batch = firestore().batch();
    for (const { _id, createdAt, ...rest } of list) batch.set(raw().doc(_id), { ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
    await withDeadline(batch.commit());
  },
};
