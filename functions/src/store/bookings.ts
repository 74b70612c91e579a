import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { bookingStatusSchema, OPEN_BOOKING_STATUSES, type Booking, type BookingStatus, type PageRequest } from '../contract/index.js';
import { drain, type Write } from './batch.js';
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

/** The open bookings (requested or accepted) of one machine or one buyer. */
async function openWhere(field: 'productId' | 'buyerUid', value: string): Promise<StoredBooking[]> {
  // Two equality queries rather than one `in`: each is served by single-field indexes alone.
  const snaps = await Promise.all(OPEN_BOOKING_STATUSES.map((status) => withDeadline(raw().where(field, '==', value).where('status', '==', status).get())));
  return snaps.flatMap((snap) => {
    documentReads.add(snap.size);
    return snap.docs.map((doc) => stored(doc)!);
  });
}

/** A guard's scope for a booking. */
const scope = (id: string) => `booking_${id}`;

export const bookingsStore = {
  /** One booking with both parties' account ids; null when there is none. */
  async get(id: string): Promise<StoredBooking | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    return stored(snap);
  },

  /**
   * The open bookings of one machine (requested or accepted): what accepting, deleting or
   * withdrawing it must answer. Costs as many reads as there are open bookings, never a scan.
   */
  openFor: (productId: string) => openWhere('productId', productId),

  /** The requests of one machine still waiting for the seller (one indexed query). */
  async waitingFor(productId: string): Promise<StoredBooking[]> {
    const snap = await withDeadline(raw().where('productId', '==', productId).where('status', '==', 'requested').get());
    documentReads.add(snap.size);
    return snap.docs.map((doc) => stored(doc)!);
  },

  /** The open bookings a buyer made: what deleting the buyer's account must close. */
  openOfBuyer: (buyerUid: string) => openWhere('buyerUid', buyerUid),

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

  /**
   * The open bookings of a removed seller's machines end as `withdrawn`, so their buyers see it
   * in My Orders (closed ones keep their status); the seller's e-mail and id leave them all. 200
   * at a time, each open one guarded as every move (a page that meets one moved meanwhile is read
   * again); safe to run again. Resolves the bookings it withdrew.
   */
  async withdrawForSeller(sellerUid: string): Promise<StoredBooking[]> {
    const withdrawn: StoredBooking[] = [];
    for (;;) {
      const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).limit(200).get());
      documentReads.add(snap.size);
      if (snap.empty) return withdrawn;
      const batch = firestore().batch();
      const page = snap.docs.map((doc) => stored(doc)!);
      for (const booking of page) {
        const open = OPEN_BOOKING_STATUSES.includes(booking.status);
        if (open) guardWrite(scope(booking._id), booking.version)(batch);
        batch.update(raw().doc(booking._id), { sellerUid: '', sellerEmail: '', ...(open ? { status: 'withdrawn', version: booking.version + 1 } : {}) });
      }
      try {
        await withDeadline(batch.commit());
        withdrawn.push(...page.filter((b) => OPEN_BOOKING_STATUSES.includes(b.status)));
      } catch (error) {
        if (![5, 6].includes((error as { code?: number }).code ?? 0)) throw error;
      }
    }
  },

  /** Removes every closed booking a buyer made (their phone and location leave the sellers' lists), 400 at a time. */
  async removeClosedOfBuyer(buyerUid: string): Promise<string[]> {
    const removed: string[] = [];
    const closed = raw().where('buyerUid', '==', buyerUid).where('status', 'in', ['declined', 'cancelled', 'withdrawn']);
    await drain(closed, (batch, doc) => {
      removed.push(doc.id);
      batch.delete(doc.ref);
    });
    return removed;
  },

  /** Writes whole bookings under their ids (seed, tests, benchmark). */
  async putMany(list: (Omit<StoredBooking, 'version'> & { version?: number })[]): Promise<void> {
    const batch = firestore().batch();
    for (const { _id, createdAt, ...rest } of list) batch.set(raw().doc(_id), { version: 0, ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
    await withDeadline(batch.commit());
  },
};
