import { createHash } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { PageRequest } from '../contract/index.js';
import type { Write } from './batch.js';
import { numeric, text } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { guardWrite, versionOf } from './guards.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

/**
 * One conversation per buyer and machine: the id is a digest of both, so a second `create()`
 * fails, and it tells nothing of the buyer's account.
 */
export const conversationId = (productId: string, buyerUid: string) => createHash('sha256').update(`conversation\n${productId}\n${buyerUid}`).digest('hex').slice(0, 32);

/** The machine as the conversation shows it, refreshed with every message. */
export type ConversationMachine = { _id: string; productName: string; picture: string; resalePrice: number; sold: boolean };

/**
 * `conversations/{id}`: its parties by account id (`parties` holds those whose lists show it: a
 * deleted account leaves it), the last message, who has not read since (`unreadBy`), and its
 * `version` (store/guards.ts): every message moves it, so two at once are written one after the
 * other, never over each other.
 */
export type StoredConversation = {
  _id: string;
  product: ConversationMachine;
  buyerUid: string;
  sellerUid: string;
  parties: string[];
  last: { text: string; fromUid: string; at: string };
  unreadBy: string[];
  version: number;
};

function fromDoc(id: string, d: DocumentData): StoredConversation {
  const product = (d.product ?? {}) as DocumentData;
  const last = (d.last ?? {}) as DocumentData;
  return {
    _id: id,
    product: { _id: text(product._id), productName: text(product.productName), picture: text(product.picture), resalePrice: numeric(product.resalePrice), sold: product.sold === true },
    buyerUid: text(d.buyerUid),
    sellerUid: text(d.sellerUid),
    parties: Array.isArray(d.parties) ? d.parties.map(text) : [],
    last: { text: text(last.text), fromUid: text(last.fromUid), at: toIso(last.at) },
    unreadBy: Array.isArray(d.unreadBy) ? d.unreadBy.map(text) : [],
    version: versionOf(d.version),
  };
}

const raw = () => firestore().collection('conversations');
const conversations = () => raw().withConverter({ fromFirestore: (snap) => fromDoc(snap.id, snap.data()), toFirestore: (c) => c as DocumentData });
const scope = (id: string) => `conversation_${id}`;

export const conversationsStore = {
  async get(id: string): Promise<StoredConversation | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    const d = snap.data();
    return d ? fromDoc(snap.id, d) : null;
  },

  /** A party's conversations, last activity first. */
  page(uid: string, page: PageRequest) {
    return pageOf(conversations().where('parties', 'array-contains', uid), page, (c) => sortKey(c.last.at, c._id));
  },

  /** The write that starts a conversation; the batch fails if this buyer asked about this machine before. */
  createWrite(c: Omit<StoredConversation, 'version'>): Write {
    const { _id, last, ...rest } = c;
    return (batch) => batch.create(raw().doc(_id), { ...rest, last: { ...last, at: toTimestamp(last.at) }, version: 0, sortKey: sortKey(last.at, _id) });
  },

  /**
   * The writes of a new message in a conversation as it was read: the last message, the machine
   * as it is now, who has not read it; guarded, so of two messages at once the second is written
   * after reading again.
   */
  messageWrites(c: StoredConversation, change: { product: ConversationMachine; last: { text: string; fromUid: string; at: string }; unreadBy: string[] }): Write[] {
    const { last } = change;
    return [
      guardWrite(scope(c._id), c.version),
      (batch) =>
        batch.update(raw().doc(c._id), {
          product: change.product,
          last: { ...last, at: toTimestamp(last.at) },
          unreadBy: change.unreadBy,
          version: c.version + 1,
          sortKey: sortKey(last.at, c._id),
        }),
    ];
  },

  /**
   * The writes for a message an admin removed: if it is the conversation's last, its words go
   * from the lists too (guarded, as a new message is, so a message written meanwhile stays).
   */
  messageRemovedWrites(c: StoredConversation, m: { fromUid: string; createdAt: string }): Write[] {
    if (c.last.fromUid !== m.fromUid || c.last.at !== m.createdAt) return [];
    return [guardWrite(scope(c._id), c.version), (batch) => batch.update(raw().doc(c._id), { 'last.text': '', version: c.version + 1 })];
  },

  /** The write that marks it read for `uid`. */
  readWrite(id: string, uid: string): Write {
    return (batch) => batch.update(raw().doc(id), { unreadBy: FieldValue.arrayRemove(uid) });
  },

  /** Up to `limit` conversations `uid` is still a party of (their account is being removed). */
  async ofParty(uid: string, limit: number): Promise<StoredConversation[]> {
    const snap = await withDeadline(raw().where('parties', 'array-contains', uid).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => fromDoc(d.id, d.data()));
  },

  /**
   * The write that takes a removed account out of a conversation: it leaves `parties` (its lists
   * never find it again) and, if it wrote the last message, that message's words go.
   */
  leaveWrite(c: StoredConversation, uid: string): Write {
    const blank = c.last.fromUid === uid ? { 'last.text': '' } : {};
    return (batch) => batch.update(raw().doc(c._id), { parties: FieldValue.arrayRemove(uid), unreadBy: FieldValue.arrayRemove(uid), ...blank });
  },
};
