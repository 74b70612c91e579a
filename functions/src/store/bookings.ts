import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { bookingStatusSchema, OPEN_BOOKING_STATUSES, type Booking, type BookingStatus, type PageRequest } from '../contract/index.js';
import type { Write } from './batch.js';
import { numeric, text, withId } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { guardWrite, versionOf } from './guards.js';
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

export { bookingId } from './booking-id.js';

/**
 * A stored booking also knows both parties' uids, for ownership checks, and its `version`: how
 * many times its status has moved (store/guards.ts).
 */
export type StoredBooking = Booking & { buyerUid: string; sellerUid: string; version: number };

const stored = (doc: QueryDocumentSnapshot | { id: string; data: () => DocumentData | undefined }): StoredBooking | null => {
  const d = doc.data();
  if (!d) return null;
  return { _id: doc.id, ...fromDoc(d), buyerUid: text(d.buyerUid), sellerUid: text(d.sellerUid), version: versionOf(d.version) };
};

/** A guard's scope for a booking. */
const scope = (id: string) => `booking_${id}`;

export const bookingsStore = {
  /** One booking with both parties' account ids; null when there is none. */
  async get(id: string): Promise<StoredBooking | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    return stored(snap);
  },

  /** Up to `limit` of the requests of one machine still waiting for the seller (one indexed query). */
  async waitingFor(productId: string, limit: number): Promise<StoredBooking[]> {
    const snap = await withDeadline(raw().where('productId', '==', productId).where('status', '==', 'requested').limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((doc) => stored(doc)!);
  },

  /**
   * The writes that move a booking, as it was read, to `status`: the batch fails whole if the
   * booking moved meanwhile (or is gone), so a status never changes from one it no longer has.
   */
  moveWrites(booking: StoredBooking, status: BookingStatus): Write[] {
    return [guardWrite(scope(booking._id), booking.version), (batch) => batch.update(raw().doc(booking._id), { status, version: booking.version + 1 })];
  },

  /** The writes that make a closed booking (declined, cancelled) a new request, guarded as every move. */
  requestAgainWrites(booking: StoredBooking, details: { buyerNumber: string; buyerLocation: string; buyerName: string; resalePrice: number; productName: string }): Write[] {
    return [guardWrite(scope(booking._id), booking.version), (batch) => batch.update(raw().doc(booking._id), { ...details, status: 'requested', version: booking.version + 1 })];
  },

  /** The write that creates a booking; the batch fails if this buyer booked this machine before. */
  createWrite(booking: StoredBooking): Write {
    const { _id, createdAt, ...rest } = booking;
    return (batch) => batch.create(raw().doc(_id), { ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
  },

  /** The writes that remove a booking as it was read (its buyer's account is deleted). */
  removeWrites(booking: StoredBooking): Write[] {
    return [guardWrite(scope(booking._id), booking.version), (batch) => batch.delete(raw().doc(booking._id), { exists: true })];
  },

  /** Bookings a buyer made, by account id (never by e-mail: a new account may reuse an address). */
  pageByBuyer(buyerUid: string, page: PageRequest) {
    return pageOf(bookings().where('buyerUid', '==', buyerUid), page);
  },

  /** Bookings of a seller's products, by account id. */
  pageBySeller(sellerUid: string, page: PageRequest) {
    return pageOf(bookings().where('sellerUid', '==', sellerUid), page);
  },

  /** Up to `limit` bookings of a seller's machines, whatever their status (their account is being removed). */
  async ofSeller(sellerUid: string, limit: number): Promise<StoredBooking[]> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((doc) => stored(doc)!);
  },

  /** Up to `limit` bookings a buyer made, whatever their status (their account is being removed). */
  async ofBuyer(buyerUid: string, limit: number): Promise<StoredBooking[]> {
    const snap = await withDeadline(raw().where('buyerUid', '==', buyerUid).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((doc) => stored(doc)!);
  },

  /**
   * The writes that take a removed seller out of a booking, as it was read: their e-mail and id
   * leave it, and an open one ends `withdrawn` (guarded as every move), so its buyer sees why in
   * My Orders. Closed ones keep their status.
   */
  forgetSellerWrites(booking: StoredBooking): Write[] {
    const open = OPEN_BOOKING_STATUSES.includes(booking.status);
    const moved = open ? { status: 'withdrawn', version: booking.version + 1 } : {};
    return [guardWrite(scope(booking._id), booking.version), (batch) => batch.update(raw().doc(booking._id), { sellerUid: '', sellerEmail: '', ...moved })];
  },

  /** The write of the buyer's name a booking shows, as their profile now gives it (not a move: no guard). */
  buyerNameWrite(id: string, buyerName: string): Write {
    return (batch) => batch.update(raw().doc(id), { buyerName });
  },

  /** Writes whole bookings under their ids (seed, tests, benchmark). */
  async putMany(list: (Omit<StoredBooking, 'version'> & { version?: number })[]): Promise<void> {
    const batch = firestore().batch();
    for (const { _id, createdAt, ...rest } of list) batch.set(raw().doc(_id), { version: 0, ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
    await withDeadline(batch.commit());
  },
};
