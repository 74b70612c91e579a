import type { DocumentData } from 'firebase-admin/firestore';
import type { Booking, PageRequest } from '../contract/index.js';
import { numeric, text, withId } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
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
    status: d.status === 'withdrawn' ? 'withdrawn' : 'requested',
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

  /** Bookings a buyer made, by account id (never by e-mail: a new account may reuse an address). */
  pageByBuyer(buyerUid: string, page: PageRequest) {
    return pageOf(bookings().where('buyerUid', '==', buyerUid), page);
  },

  /** Bookings of a seller's products, by account id. */
  pageBySeller(sellerUid: string, page: PageRequest) {
    return pageOf(bookings().where('sellerUid', '==', sellerUid), page);
  },

  /**
   * The bookings of a removed seller's machines end as `withdrawn`, so their buyers see it in
   * My Orders; the seller's e-mail and id leave them. 400 at a time; safe to run again.
   */
  async withdrawForSeller(sellerUid: string): Promise<void> {
    for (;;) {
      const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).limit(400).get());
      documentReads.add(snap.size);
      if (snap.empty) return;
      const batch = firestore().batch();
      for (const doc of snap.docs) batch.update(doc.ref, { status: 'withdrawn', sellerUid: '', sellerEmail: '' });
      await withDeadline(batch.commit());
    }
  },

  /** Removes every booking a buyer made (their phone and location leave the sellers' lists). */
  async removeByBuyer(buyerUid: string): Promise<void> {
    for (;;) {
      const snap = await withDeadline(raw().where('buyerUid', '==', buyerUid).limit(400).get());
      documentReads.add(snap.size);
      if (snap.empty) return;
      const batch = firestore().batch();
      for (const doc of snap.docs) batch.delete(doc.ref);
      await withDeadline(batch.commit());
    }
  },

  /** Writes whole bookings under their ids (seed, tests, benchmark). */
  async putMany(list: StoredBooking[]): Promise<void> {
    const batch = firestore().batch();
    for (const { _id, createdAt, ...rest } of list) batch.set(raw().doc(_id), { ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
    await withDeadline(batch.commit());
  },
};
