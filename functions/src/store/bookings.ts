import type { DocumentData } from 'firebase-admin/firestore';
import { bookingStatusSchema, OPEN_BOOKING_STATUSES, type Booking, type BookingStatus, type PageRequest } from '../contract/index.js';
import { drain, type Write } from './batch.js';
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
    status: bookingStatusSchema.safeParse(d.status).data ?? 'requested',
    createdAt: toIso(d.createdAt),
  };
}

const bookings = () => firestore().collection('bookings').withConverter(withId<Booking>(fromDoc));
const raw = () => firestore().collection('bookings');

/** One booking per buyer and product: the id is deterministic, so a second `create()` fails. */
export const bookingId = (productId: string, buyerUid: string) => `${productId}_${buyerUid}`;

/** A stored booking also knows both parties' uids, for ownership checks. */
export type StoredBooking = Booking & { buyerUid: string; sellerUid: string };

export const bookingsStore = {
  /** One booking with both parties' account ids; null when there is none. */
  async get(id: string): Promise<StoredBooking | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    const d = snap.data();
    if (!d) return null;
    return { _id: snap.id, ...fromDoc(d), buyerUid: text(d.buyerUid), sellerUid: text(d.sellerUid) };
  },

  /**
   * The open bookings of one machine (requested or accepted): what accepting, deleting or
   * withdrawing it must answer. Costs as many reads as there are open bookings, never a scan.
   */
  async openFor(productId: string): Promise<StoredBooking[]> {
    // Two equality queries rather than one `in`: each is served by single-field indexes alone.
    const snaps = await Promise.all(OPEN_BOOKING_STATUSES.map((status) => withDeadline(raw().where('productId', '==', productId).where('status', '==', status).get())));
    const docs = snaps.flatMap((snap) => {
      documentReads.add(snap.size);
      return snap.docs;
    });
    return docs.map((doc) => ({ _id: doc.id, ...fromDoc(doc.data()), buyerUid: text(doc.get('buyerUid')), sellerUid: text(doc.get('sellerUid')) }));
  },

  /** The write that moves a booking to `status` (it must exist). */
  statusWrite(id: string, status: BookingStatus): Write {
    return (batch) => batch.update(raw().doc(id), { status });
  },

  /** The write that makes a closed booking (declined, cancelled, withdrawn) a new request. */
  requestAgainWrite(id: string, details: { buyerNumber: string; buyerLocation: string; buyerName: string; resalePrice: number; productName: string }): Write {
    return (batch) => batch.update(raw().doc(id), { ...details, status: 'requested' });
  },

  /** The write that creates a booking; the batch fails if this buyer booked this machine before. */
  createWrite(booking: StoredBooking): Write {
    const { _id, createdAt, ...rest } = booking;
    return (batch) => batch.create(raw().doc(_id), { ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
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
    await drain(raw().where('sellerUid', '==', sellerUid), (batch, doc) => batch.update(doc.ref, { status: 'withdrawn', sellerUid: '', sellerEmail: '' }));
  },

  /** Removes every booking a buyer made (their phone and location leave the sellers' lists). */
  async removeByBuyer(buyerUid: string): Promise<void> {
    await drain(raw().where('buyerUid', '==', buyerUid), (batch, doc) => batch.delete(doc.ref));
  },

  /** Writes whole bookings under their ids (seed, tests, benchmark). */
  async putMany(list: StoredBooking[]): Promise<void> {
    const batch = firestore().batch();
    for (const { _id, createdAt, ...rest } of list) batch.set(raw().doc(_id), { ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
    await withDeadline(batch.commit());
  },
};
