import type { DocumentData } from 'firebase-admin/firestore';
import type { Notification, PageRequest } from '../contract/index.js';
import type { Write } from './batch.js';
import { text, withId } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { ownedDocuments } from './owned-documents.js';
import { withDeadline } from './deadline.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

function fromDoc(d: DocumentData): Omit<Notification, '_id'> {
  return {
    kind: d.kind,
    productId: text(d.productId),
    productName: text(d.productName),
    bookingId: text(d.bookingId),
    message: text(d.message),
    link: text(d.link),
    read: d.read === true,
    createdAt: toIso(d.createdAt),
  };
}

const notifications = () => firestore().collection('notifications').withConverter(withId<Notification>(fromDoc));
const raw = () => firestore().collection('notifications');

/** A notification to write, for `userUid`. */
export type NewNotification = Omit<Notification, '_id' | 'read' | 'createdAt'> & { userUid: string };

/** The id of a person's notice of a conversation: one per conversation and person. */
const conversationNoticeId = (conversationId: string, userUid: string) => `conversation_${conversationId}_${userUid}`;

export const notificationsStore = {
  /** The write of a new, unread notification, to go in the batch of the event it tells of. */
  newWrite(note: NewNotification, at = new Date().toISOString()): Write {
    const ref = raw().doc();
    return (batch) => batch.create(ref, { ...note, read: false, createdAt: toTimestamp(at), sortKey: sortKey(at, ref.id) });
  },

  /**
   * The write of a notification under a chosen id, which the batch creates only once: one alert
   * per listing and user, however often the matching runs.
   */
  newOnceWrite(id: string, note: NewNotification, at = new Date().toISOString()): Write {
    const ref = raw().doc(id);
    return (batch) => batch.create(ref, { ...note, read: false, createdAt: toTimestamp(at), sortKey: sortKey(at, ref.id) });
  },

  /**
   * The write of the one notice a conversation keeps for a person (its id says which): written
   * again, unread and on top, when a message comes after they read the conversation.
   */
  conversationNoticeWrite(conversationId: string, note: NewNotification, at = new Date().toISOString()): Write {
    const ref = raw().doc(conversationNoticeId(conversationId, note.userUid));
    return (batch) => batch.set(ref, { ...note, read: false, createdAt: toTimestamp(at), sortKey: sortKey(at, ref.id) });
  },

  /** The write that marks a conversation's notice read (reading the conversation). */
  conversationNoticeReadWrite(conversationId: string, userUid: string): Write {
    return (batch) => batch.update(raw().doc(conversationNoticeId(conversationId, userUid)), { read: true });
  },

  /** A user's notifications, newest first. */
  page(userUid: string, page: PageRequest) {
    return pageOf(notifications().where('userUid', '==', userUid), page);
  },

  /**
   * How many a user has, counted up to `totalCap` + 1, and how many of them are unread, up to
   * `unreadCap`: two counts, one read each, however many notifications there are.
   */
  async counts(userUid: string, totalCap: number, unreadCap: number): Promise<{ total: number; unread: number }> {
    const [all, unread] = await Promise.all([
      withDeadline(raw().where('userUid', '==', userUid).limit(totalCap + 1).count().get()),
      withDeadline(raw().where('userUid', '==', userUid).where('read', '==', false).limit(unreadCap).count().get()),
    ]);
    documentReads.add(1);
    documentReads.add(1);
    return { total: all.data().count, unread: unread.data().count };
  },

  /** Marks one of the user's notifications read; false when it is not theirs or not there. */
  async markRead(userUid: string, id: string): Promise<boolean> {
    const ref = raw().doc(id);
    const snap = await withDeadline(ref.get());
    documentReads.add(1);
    if (!snap.exists || snap.get('userUid') !== userUid) return false;
    if (snap.get('read') !== true) await withDeadline(ref.update({ read: true }));
    return true;
  },

  /** Up to `limit` ids of the user's unread notifications (shrinking: `readWrite` takes each out). */
  async unreadIds(userUid: string, limit: number): Promise<string[]> {
    const snap = await withDeadline(raw().where('userUid', '==', userUid).where('read', '==', false).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.id);
  },

  /** The write that marks one notification read. */
  readWrite(id: string): Write {
    return (batch) => batch.update(raw().doc(id), { read: true });
  },

  /** Up to `limit` ids of the notifications about these bookings (30 at most), whoever they were for. */
  async idsAboutBookings(bookingIds: string[], limit: number): Promise<string[]> {
    if (!bookingIds.length) return [];
    const snap = await withDeadline(raw().where('bookingId', 'in', bookingIds.slice(0, 30)).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.id);
  },

  /** Up to `limit` of the notifications about these bookings (30 at most), with their sentences. */
  async aboutBookings(bookingIds: string[], limit: number): Promise<{ id: string; message: string }[]> {
    if (!bookingIds.length) return [];
    const snap = await withDeadline(raw().where('bookingId', 'in', bookingIds.slice(0, 30)).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => ({ id: d.id, message: typeof d.get('message') === 'string' ? d.get('message') : '' }));
  },

  /** The write of a notification's sentence (a person it names changed their name). */
  messageWrite(id: string, message: string): Write {
    return (batch) => batch.update(raw().doc(id), { message });
  },

  ...ownedDocuments('notifications'),

  /** Which of these notification ids exist already (one read each). */
  async existing(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const snaps = await withDeadline(firestore().getAll(...ids.map((id) => raw().doc(id))));
    documentReads.add(snaps.length);
    return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
  },
};
