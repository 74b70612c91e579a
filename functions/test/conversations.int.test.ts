import { describe, expect, it } from 'vitest';
import type { Conversation, Message, Notification } from '../src/contract/index.js';
import { firestore } from '../src/store/db.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, person, resetEmulators, storedProduct, type Person } from './world.js';

const { get, send } = apiOfThisFile(resetEmulators);

type Sent = { conversation: Conversation; message: Message };
type Thread = { conversation: Conversation; messages: Message[] };

const ask = (p: Person, productId: string, text: string) => send('POST', `/products/${productId}/conversations`, { text }, p.token);
const replyIn = (p: Person, id: string, text: string) => send('POST', `/conversations/${id}/messages`, { text }, p.token);
const thread = async (p: Person, id: string, query = '') => (await get(`/conversations/${id}/messages${query}`, p.token)) as { status: number; body: { data: Thread; next: string | null; message: string } };
const notices = async (p: Person) => (await get('/notifications', p.token)).body.data as Notification[];

describe('asking the seller about a machine', () => {
  it('starts one conversation per buyer and machine; asking again adds to it; the seller answers', async () => {
    const [seller, buyer] = await Promise.all([person('seller', { name: 'Rahim Uddin' }), person('buyer', { name: 'Tanvir Ahmed' })]);
    const machine = await storedProduct(seller);
    const first = await ask(buyer, machine._id, 'How many hours has it run?');
    expect(first.status).toBe(201);
    const { conversation } = first.body.data as Sent;
    expect(conversation).toMatchObject({ side: 'buyer', otherName: 'Rahim Uddin', unread: false, product: { _id: machine._id, productName: machine.productName } });
    const again = await ask(buyer, machine._id, 'And can I see it running?');
    expect(again.status).toBe(200);
    expect((again.body.data as Sent).conversation._id).toBe(conversation._id);

    const mine = (await get('/conversations', seller.token)).body.data as Conversation[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: conversation._id, side: 'seller', otherName: 'Tanvir Ahmed', unread: true, lastMessage: { text: 'And can I see it running?', mine: false } });
    const answer = await replyIn(seller, conversation._id, 'About 1,200 hours. Come on Saturday.');
    expect(answer.status).toBe(201);
    const sellers = (await get('/conversations', seller.token)).body.data as Conversation[];
    expect(sellers[0]).toMatchObject({ unread: false, lastMessage: { text: 'About 1,200 hours. Come on Saturday.', mine: true } });
    // Answering is reading: the seller's notice of it is read too.
    expect((await notices(seller)).map((n) => n.read)).toEqual([true]);

    const read = await thread(buyer, conversation._id);
    expect(read.status).toBe(200);
    expect(read.body.data.messages.map((m) => [m.from, m.text, m.mine])).toEqual([
      ['buyer', 'How many hours has it run?', true],
      ['buyer', 'And can I see it running?', true],
      ['seller', 'About 1,200 hours. Come on Saturday.', false],
    ]);
  });

  it('keeps text as plain text, 1 to 2,000 characters', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    const html = '<img src=x onerror=alert(1)> <b>cheap?</b> https://example.test';
    const sent = await ask(buyer, machine._id, html);
    expect((sent.body.data as Sent).message.text).toBe(html);
    expect((await ask(buyer, machine._id, '   ')).status).toBe(400);
    expect((await ask(buyer, machine._id, 'x'.repeat(2001))).status).toBe(400);
    expect((await ask(buyer, machine._id, 'x'.repeat(2000))).status).toBe(200);
  });

  it('is not for the seller about their own machine, nor about a machine that does not exist', async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller);
    expect((await ask(seller, machine._id, 'Hello?')).status).toBe(403);
    expect((await ask(seller, 'noSuchMachine', 'Hello?')).status).toBe(404);
  });
});

describe('who may read and write a conversation', () => {
  it('strangers get the same 404 as for a missing conversation, reading or writing', async () => {
    const [seller, buyer, stranger, admin] = await Promise.all([person('seller'), person('buyer'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    const { conversation } = (await ask(buyer, machine._id, 'Is it still for sale?')).body.data as Sent;
    for (const who of [stranger, admin]) {
      const read = await thread(who, conversation._id);
      const missing = await thread(who, 'noSuchConversation');
      expect([read.status, read.body.message]).toEqual([missing.status, missing.body.message]);
      expect(read.status).toBe(404);
      expect((await replyIn(who, conversation._id, 'Me too')).status).toBe(404);
    }
    expect((await get('/conversations', stranger.token)).body.data).toEqual([]);
  });

  it('stays readable after the machine is taken off, and closed to replies', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    const { conversation } = (await ask(buyer, machine._id, 'Price negotiable?')).body.data as Sent;
    expect((await send('DELETE', `/products/${machine._id}`, undefined, seller.token)).status).toBe(200);
    expect((await thread(buyer, conversation._id)).body.data.messages).toHaveLength(1);
    const closed = await replyIn(buyer, conversation._id, 'Hello?');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/taken off the marketplace/);
  });

  it('takes replies for a week after a sale, then only reading', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    const { conversation } = (await ask(buyer, machine._id, 'I will take it.')).body.data as Sent;
    const booked = await send('POST', '/bookings', { productId: machine._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, buyer.token);
    expect((await send('PUT', `/bookings/${(booked.body.data as { _id: string })._id}/status`, { status: 'accepted' }, seller.token)).status).toBe(200);
    expect((await replyIn(seller, conversation._id, 'Pick it up on Monday.')).status).toBe(201);
    // Eight days on: the sale's moment moved back, as time would.
    await firestore().collection('sales').doc(machine._id).update({ at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    const closed = await replyIn(buyer, conversation._id, 'Monday is fine.');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/sold more than a week ago/);
    expect((await thread(buyer, conversation._id)).body.data.messages).toHaveLength(2);
  });
});

describe('telling the other party', () => {
  it('one notice per conversation until it is read, not one per message; reading marks it read', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    const { conversation } = (await ask(buyer, machine._id, 'First question')).body.data as Sent;
    await ask(buyer, machine._id, 'Second question');
    await replyIn(buyer, conversation._id, 'Third');
    let told = await notices(seller);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'message-received', read: false, productId: machine._id, link: `/dashboard/messages/${conversation._id}`, message: `New message about ${machine.productName}.` });
    expect((await thread(seller, conversation._id)).status).toBe(200);
    told = await notices(seller);
    expect(told.map((n) => n.read)).toEqual([true]);
    expect(((await get('/conversations', seller.token)).body.data as Conversation[])[0]!.unread).toBe(false);
    // A message after reading tells them again, with the same one notice, unread and on top.
    await replyIn(buyer, conversation._id, 'Fourth');
    told = await notices(seller);
    expect(told.map((n) => [n.kind, n.read])).toEqual([['message-received', false]]);
  });

  it('ten messages at once are all kept, in one conversation, with one notice (5 trials)', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
      const machine = await storedProduct(seller);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(buyer, machine._id, `Message ${i}`)));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
      const ids = new Set(answers.map((a) => (a.body.data as Sent).conversation._id));
      expect(ids.size).toBe(1);
      const read = await thread(seller, [...ids][0]!, '?limit=50');
      expect(read.body.data.messages.map((m) => m.text).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i}`).sort());
      expect(await notices(seller)).toHaveLength(1);
    }
  });
});

describe('paging', () => {
  it('gives the newest page first, oldest first within a page, and lists conversations by last activity', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const [older, newer] = await Promise.all([storedProduct(seller), storedProduct(seller)]);
    const first = ((await ask(buyer, older._id, 'm0')).body.data as Sent).conversation._id;
    for (let i = 1; i < 5; i++) await replyIn(buyer, first, `m${i}`);
    await ask(buyer, newer._id, 'about the other one');
    const page1 = await thread(buyer, first, '?limit=2');
    expect(page1.body.data.messages.map((m) => m.text)).toEqual(['m3', 'm4']);
    const page2 = await thread(buyer, first, `?limit=2&cursor=${page1.body.next}`);
    expect(page2.body.data.messages.map((m) => m.text)).toEqual(['m1', 'm2']);
    const list = (await get('/conversations', buyer.token)).body.data as Conversation[];
    expect(list.map((c) => c.product._id)).toEqual([newer._id, older._id]);
  });
});

describe('a deleted account', () => {
  it('takes its messages with it: the other party sees "deleted account" and no text, and cannot reply', async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller'), person('buyer', { name: 'Leaving Buyer' })]);
    const machine = await storedProduct(seller);
    const { conversation } = (await ask(buyer, machine._id, 'My phone is 01811223344')).body.data as Sent;
    await replyIn(seller, conversation._id, 'Thanks, I will call.');
    expect((await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token)).status).toBe(200);
    // At once, before the removal's work: no name, no words.
    let read = await thread(seller, conversation._id);
    expect(read.body.data.conversation.otherName).toBe('deleted account');
    expect(read.body.data.messages.map((m) => [m.authorName, m.text])).toEqual([
      ['deleted account', ''],
      [seller.name, 'Thanks, I will call.'],
    ]);
    await drainOwedWork();
    read = await thread(seller, conversation._id);
    expect(read.body.data.messages.map((m) => m.text)).toEqual(['Thanks, I will call.']);
    expect(JSON.stringify(read.body)).not.toContain('01811223344');
    expect((await replyIn(seller, conversation._id, 'Hello?')).status).toBe(409);
  });
});

describe('the brake on messages', () => {
  it('refuses more than 20 messages a minute from one account with a 429 and Retry-After', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    for (let i = 0; i < 20; i++) expect((await ask(buyer, machine._id, `Message ${i}`)).status).toBeLessThan(300);
    const braked = await ask(buyer, machine._id, 'One more');
    expect(braked.status).toBe(429);
    expect(Number(braked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
