import {
  DELETED_ACCOUNT,
  REPLIES_AFTER_SALE_MS,
  type Conversation,
  type Message,
  type MessageSent,
  type PageRequest,
} from '../contract/index.js';
import { conflict, forbidden, notFound } from '../contract/errors.js';
import { commitTogether, type Write } from '../store/batch.js';
import { conversationId, conversationsStore, type ConversationMachine, type StoredConversation } from '../store/conversations.js';
import { listingStats } from '../store/listing-stats.js';
import { messagesStore, type StoredMessage } from '../store/messages.js';
import { notificationsStore } from '../store/notifications.js';
import { productsStore, type StoredProduct } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import { usersStore } from '../store/users.js';
import { noteActive } from './activity.js';
import type { Caller } from './caller.js';

/**
 * Messages at once are written one after the other: a message that finds another written first
 * reads again. Each lost attempt means another message was stored, so this many lets a dozen
 * arrive together; past that the sender is asked to send again.
 */
const ATTEMPTS = 12;

const NOT_FOUND = 'No conversation with that id.';

const machineOf = (p: StoredProduct): ConversationMachine => ({ _id: p._id, productName: p.productName, picture: p.picture, resalePrice: p.resalePrice, sold: p.sold });

/** The caller's side of a conversation; strangers get the 404 of a missing one. */
function sideOf(c: StoredConversation | null, uid: string): 'buyer' | 'seller' {
  if (c && c.buyerUid === uid && c.parties.includes(uid)) return 'buyer';
  if (c && c.sellerUid === uid && c.parties.includes(uid)) return 'seller';
  throw notFound(NOT_FOUND);
}

/** The names the parties have now (one read each); a removed account has none. */
async function namesOf(uids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uids.filter(Boolean))];
  const users = await Promise.all(unique.map((uid) => usersStore.get(uid)));
  return new Map(unique.flatMap((uid, i) => (users[i] ? [[uid, users[i].displayName || users[i].email] as const] : [])));
}

/** Whether a party's account is gone (removed, or being removed): its words are not shown. */
const gone = (c: StoredConversation, uid: string, names: Map<string, string>) => !c.parties.includes(uid) || names.get(uid) === undefined;

function asSeenBy(c: StoredConversation, uid: string, names: Map<string, string>): Conversation {
  const side = c.buyerUid === uid ? 'buyer' : 'seller';
  const other = side === 'buyer' ? c.sellerUid : c.buyerUid;
  return {
    _id: c._id,
    product: c.product,
    side,
    otherName: gone(c, other, names) ? DELETED_ACCOUNT : names.get(other)!,
    lastMessage: { text: gone(c, c.last.fromUid, names) ? '' : c.last.text, mine: c.last.fromUid === uid, at: c.last.at },
    unread: c.unreadBy.includes(uid),
    lastActivityAt: c.last.at,
  };
}

function messageSeenBy(m: StoredMessage, c: StoredConversation, uid: string, names: Map<string, string>): Message {
  const left = gone(c, m.fromUid, names);
  return {
    _id: m._id,
    from: m.fromUid === c.buyerUid ? 'buyer' : 'seller',
    mine: m.fromUid === uid,
    authorName: left ? DELETED_ACCOUNT : names.get(m.fromUid)!,
    text: left ? '' : m.text,
    createdAt: m.createdAt,
  };
}

/**
 * Whether the parties may still write about the machine: while it is for sale, and for a week
 * after it sold (to arrange the handover). A machine taken off the marketplace closes it; so
 * does the other party's leaving. Reading stays open.
 */
async function mayWrite(c: Pick<StoredConversation, 'parties' | 'buyerUid' | 'sellerUid'>, product: StoredProduct | null, now: number): Promise<void> {
  if (!product) throw conflict('This machine was taken off the marketplace: the conversation can be read, not answered.');
  if (!c.parties.includes(c.buyerUid) || !c.parties.includes(c.sellerUid)) throw conflict('The other person deleted their account: the conversation can be read, not answered.');
  if (!product.sold) return;
  const soldAt = await salesStore.soldAt(product._id);
  if (soldAt !== null && now - soldAt > REPLIES_AFTER_SALE_MS) throw conflict('This machine sold more than a week ago: the conversation can be read, not answered.');
}

/** The writes that tell the other party, once until they read it (their notice comes back on top). */
function tellOther(c: Pick<StoredConversation, '_id' | 'unreadBy'>, to: string, product: ConversationMachine, at: string): Write[] {
  if (c.unreadBy.includes(to)) return [];
  return [
    notificationsStore.conversationNoticeWrite(
      c._id,
      {
        userUid: to,
        kind: 'message-received',
        productId: product._id,
        productName: product.productName,
        bookingId: '',
        message: `New message about ${product.productName}.`,
        link: `/dashboard/messages/${c._id}`,
      },
      at,
    ),
  ];
}

/** Writes a message in an existing conversation, reading it again if another message came first. */
async function addMessage(caller: Caller, id: string, text: string, product: StoredProduct | null): Promise<MessageSent> {
  let noticeKept = true;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const c = await conversationsStore.get(id);
    sideOf(c, caller.uid);
    const now = Date.now();
    const machine = product ?? (await productsStore.get(c!.product._id));
    await mayWrite(c!, machine, now);
    const at = new Date(now).toISOString();
    const to = c!.buyerUid === caller.uid ? c!.sellerUid : c!.buyerUid;
    const message: StoredMessage = { _id: messagesStore.newId(), conversationId: id, fromUid: caller.uid, text, createdAt: at };
    const shown = machineOf(machine!);
    const change = { product: shown, last: { text, fromUid: caller.uid, at }, unreadBy: [...new Set([...c!.unreadBy.filter((u) => u !== caller.uid), to])] };
    // Answering is reading: the sender's own notice of the conversation is read too.
    const readOwn = noticeKept && c!.unreadBy.includes(caller.uid) ? [notificationsStore.conversationNoticeReadWrite(id, caller.uid)] : [];
    const result = await commitTogether([...conversationsStore.messageWrites(c!, change), messagesStore.createWrite(message), ...tellOther(c!, to, shown, at), ...readOwn]);
    // The notice was gone (never kept, or removed): the message goes without marking it.
    if (result === 'not-found' && readOwn.length) noticeKept = false;
    if (result === 'committed') {
      const stored: StoredConversation = { ...c!, ...change, version: c!.version + 1 };
      const names = await namesOf([caller.uid, to]);
      return { conversation: asSeenBy(stored, caller.uid, names), message: messageSeenBy(message, stored, caller.uid, names) };
    }
  }
  throw conflict('Many messages arrived at once: please send yours again.');
}

/**
 * POST /products/{id}/conversations: a signed-in person who is not the seller asks about a
 * machine. The first question starts the conversation (one per buyer and machine); asking again
 * adds to it.
 */
export async function askSeller(caller: Caller, productId: string, text: string): Promise<MessageSent & { started: boolean }> {
  const asked = await ask(caller, productId, text);
  await noteActive(caller.uid, 'buyer');
  return asked;
}

async function ask(caller: Caller, productId: string, text: string): Promise<MessageSent & { started: boolean }> {
  const product = await productsStore.get(productId);
  if (!product) throw notFound('No product with that id.');
  if (product.sellerUid === caller.uid) throw forbidden('This is your own machine: buyers ask you about it.');
  const id = conversationId(productId, caller.uid);
  const existing = await conversationsStore.get(id);
  if (existing) return { ...(await addMessage(caller, id, text, product)), started: false };
  const now = Date.now();
  const draft = { _id: id, product: machineOf(product), buyerUid: caller.uid, sellerUid: product.sellerUid, parties: [caller.uid, product.sellerUid], unreadBy: [product.sellerUid] };
  await mayWrite(draft, product, now);
  const at = new Date(now).toISOString();
  const message: StoredMessage = { _id: messagesStore.newId(), conversationId: id, fromUid: caller.uid, text, createdAt: at };
  const conversation = { ...draft, last: { text, fromUid: caller.uid, at } };
  const result = await commitTogether([
    conversationsStore.createWrite(conversation),
    messagesStore.createWrite(message),
    ...tellOther({ _id: id, unreadBy: [] }, product.sellerUid, draft.product, at),
    ...listingStats.eventWrites(product, 'conversations', now),
  ]);
  // Asked twice at once: the other question started it; this one is added to it.
  if (result === 'already-exists') return { ...(await addMessage(caller, id, text, product)), started: false };
  const stored: StoredConversation = { ...conversation, version: 0 };
  const names = await namesOf([caller.uid, product.sellerUid]);
  return { conversation: asSeenBy(stored, caller.uid, names), message: messageSeenBy(message, stored, caller.uid, names), started: true };
}

/** POST /conversations/{id}/messages: a party replies. */
export async function reply(caller: Caller, id: string, text: string): Promise<MessageSent> {
  const sent = await addMessage(caller, id, text, null);
  await noteActive(caller.uid, sent.conversation.side);
  return sent;
}

/** GET /conversations: the caller's, last activity first, with the other party's name now. */
export async function myConversations(caller: Caller, page: PageRequest) {
  const { items, next } = await conversationsStore.page(caller.uid, page);
  const names = await namesOf([caller.uid, ...items.map((c) => (c.buyerUid === caller.uid ? c.sellerUid : c.buyerUid))]);
  return { items: items.map((c) => asSeenBy(c, caller.uid, names)), next };
}

/**
 * GET /conversations/{id}/messages: newest page first, oldest first within a page. Reading marks
 * the conversation and its notice read for the caller.
 */
export async function readMessages(caller: Caller, id: string, page: PageRequest) {
  const c = await conversationsStore.get(id);
  sideOf(c, caller.uid);
  const [{ items, next }, names] = await Promise.all([messagesStore.page(id, page), namesOf([c!.buyerUid, c!.sellerUid])]);
  if (c!.unreadBy.includes(caller.uid)) {
    const marked = await commitTogether([conversationsStore.readWrite(id, caller.uid), notificationsStore.conversationNoticeReadWrite(id, caller.uid)]);
    // A notice already gone (never kept, or removed) leaves only the conversation to mark.
    if (marked === 'not-found') await commitTogether([conversationsStore.readWrite(id, caller.uid)]);
  }
  const seen = { ...c!, unreadBy: c!.unreadBy.filter((u) => u !== caller.uid) };
  return { conversation: asSeenBy(seen, caller.uid, names), items: items.reverse().map((m) => messageSeenBy(m, c!, caller.uid, names)), next };
}
