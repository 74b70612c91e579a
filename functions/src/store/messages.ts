import type { DocumentData } from 'firebase-admin/firestore';
import type { PageRequest } from '../contract/index.js';
import type { Write } from './batch.js';
import { text } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

/** `messages/{id}`: one message of a conversation, by its author's account id. */
export type StoredMessage = { _id: string; conversationId: string; fromUid: string; text: string; createdAt: string };

const fromDoc = (id: string, d: DocumentData): StoredMessage => ({ _id: id, conversationId: text(d.conversationId), fromUid: text(d.fromUid), text: text(d.text), createdAt: toIso(d.createdAt) });

const raw = () => firestore().collection('messages');
const messages = () => raw().withConverter({ fromFirestore: (snap) => fromDoc(snap.id, snap.data()), toFirestore: (m) => m as DocumentData });

export const messagesStore = {
  newId: () => raw().doc().id,

  async get(id: string): Promise<StoredMessage | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    const d = snap.data();
    return d ? fromDoc(snap.id, d) : null;
  },

  /** A conversation's messages, newest first. */
  page(conversationId: string, page: PageRequest) {
    return pageOf(messages().where('conversationId', '==', conversationId), page);
  },

  /** The messages `uid` wrote, newest first (their data export). */
  pageBy(uid: string, page: PageRequest) {
    return pageOf(messages().where('fromUid', '==', uid), page);
  },

  createWrite(m: StoredMessage): Write {
    const { _id, createdAt, ...rest } = m;
    return (batch) => batch.create(raw().doc(_id), { ...rest, createdAt: toTimestamp(createdAt), sortKey: sortKey(createdAt, _id) });
  },

  /** Up to `limit` ids of the messages `uid` wrote (their account is being removed). */
  async idsBy(uid: string, limit: number): Promise<string[]> {
    const snap = await withDeadline(raw().where('fromUid', '==', uid).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.id);
  },

  deleteWrite(id: string): Write {
    return (batch) => batch.delete(raw().doc(id));
  },
};
