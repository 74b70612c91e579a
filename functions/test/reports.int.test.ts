import { describe, expect, it } from 'vitest';
import type { AuditEntry, Conversation, Message, Notification, Report, ReportReceipt } from '../src/contract/index.js';
import { firestore } from '../src/store/db.js';
import { reportId } from '../src/store/reports.js';
import { costOf } from './cost.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, person, resetEmulators, storedProduct, type Person } from './world.js';

const { get, send } = apiOfThisFile(resetEmulators);

type Sent = { conversation: Conversation; message: Message };

const reportOf = (p: Person, body: Record<string, unknown>) => send('POST', '/reports', body, p.token);
const listing = (p: Person, id: string, reason = 'misleading', note?: string) => reportOf(p, { kind: 'listing', id, reason, ...(note ? { note } : {}) });
const queue = async (admin: Person, query = '') => (await get(`/reports${query}`, admin.token)) as { status: number; body: { data: Report[]; next: string | null; message: string } };
const decide = (admin: Person, id: string, decision: Record<string, unknown>) => send('PUT', `/reports/${id}`, decision, admin.token);
const notices = async (p: Person) => (await get('/notifications', p.token)).body.data as Notification[];
const trail = async (admin: Person, targetId: string) => (await get(`/audit?targetId=${targetId}`, admin.token)).body.data as AuditEntry[];


describe('reporting a listing', () => {
  it('everyone who reports it joins one report; the admin sees how many and why', async () => {
    const [seller, first, second, admin] = await Promise.all([person('seller', { name: 'Rahim Uddin' }), person('buyer'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller, { name: 'Rahim Uddin' });
    const opened = await listing(first, machine._id, 'misleading', 'The photos are of another engine.');
    expect(opened.status).toBe(201);
    expect(opened.body.message).toBe('Thank you: an admin will look at your report.');
    const receipt = opened.body.data as ReportReceipt;
    expect(receipt).toMatchObject({ kind: 'listing', targetId: machine._id, reason: 'misleading', status: 'open' });
    const joined = await listing(second, machine._id, 'prohibited');
    expect(joined.status).toBe(200);
    expect((joined.body.data as ReportReceipt)._id).toBe(receipt._id);

    const open = await queue(admin);
    expect(open.status).toBe(200);
    expect(open.body.data).toHaveLength(1);
    expect(open.body.data[0]).toMatchObject({
      _id: receipt._id,
      kind: 'listing',
      status: 'open',
      reporterCount: 2,
      reasons: { misleading: 1, prohibited: 1, spam: 0, abusive: 0, other: 0 },
      notes: [{ reason: 'misleading', note: 'The photos are of another engine.' }],
      target: { id: machine._id, label: machine.productName, productId: machine._id, ownerName: 'Rahim Uddin', text: '' },
      decision: null,
    });
    expect((await queue(admin, '?status=dismissed')).body.data).toEqual([]);
  });

  it('one open report per reporter and listing', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    expect((await listing(buyer, machine._id)).status).toBe(201);
    const again = await listing(buyer, machine._id, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You reported this already: an admin will look at it.');
  });

  it('is not for its own seller, nor for a listing that does not exist; bad input is a 400 that says why', async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller);
    expect((await listing(seller, machine._id)).status).toBe(403);
    expect((await listing(seller, 'noSuchMachine')).status).toBe(404);
    const wrongReason = await reportOf(seller, { kind: 'listing', id: machine._id, reason: 'ugly' });
    expect(wrongReason.status).toBe(400);
    expect(wrongReason.body.message).toMatch(/reason must be one of misleading, prohibited, spam, abusive, other/);
    expect((await reportOf(seller, { kind: 'seller', id: machine._id, reason: 'spam' })).status).toBe(400);
    expect((await reportOf(seller, { kind: 'listing', id: machine._id, reason: 'spam', note: 'x'.repeat(501) })).status).toBe(400);
    expect((await reportOf(seller, { kind: 'listing', id: machine._id, reason: 'spam', reporterUid: 'someone' })).status).toBe(400);
  });

  it('twelve people reporting at once are all counted in one report (3 trials)', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const [seller, admin, ...reporters] = await Promise.all([person('seller'), person('admin'), ...Array.from({ length: 12 }, () => person('buyer'))]);
      const machine = await storedProduct(seller);
      const answers = await Promise.all(reporters.map((r) => listing(r, machine._id, 'spam')));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const [report] = (await queue(admin)).body.data.filter((r) => r.target.id === machine._id);
      expect(report).toMatchObject({ reporterCount: 12, reasons: { spam: 12 } });
    }
  });
});

describe('what only an admin may do', () => {
  it('a buyer or a seller cannot read the queue nor decide a report', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    const { _id } = (await listing(buyer, machine._id)).body.data as ReportReceipt;
    for (const who of [buyer, seller]) {
      expect((await queue(who)).status).toBe(403);
      expect((await decide(who, _id, { status: 'upheld', action: 'remove-listing' })).status).toBe(403);
    }
    expect((await get(`/product/${machine._id}`, buyer.token)).status).toBe(200);
  });
});

describe('deciding a report', () => {
  it('upheld: the listing is gone in the batch of the decision, the trail has it, every reporter is told once', async () => {
    const [seller, first, second, admin] = await Promise.all([person('seller'), person('buyer'), person('buyer'), person('admin', { name: 'Ayesha Admin' })]);
    const machine = await storedProduct(seller);
    const { _id } = (await listing(first, machine._id, 'prohibited')).body.data as ReportReceipt;
    await listing(second, machine._id, 'spam');
    const wrong = await decide(admin, _id, { status: 'upheld', action: 'remove-message' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('A listing report is upheld with remove-listing.');
    expect((await decide(admin, _id, { status: 'upheld' })).status).toBe(400);

    const upheld = await decide(admin, _id, { status: 'upheld', action: 'remove-listing' });
    expect(upheld.status).toBe(200);
    expect(upheld.body.data).toMatchObject({ status: 'upheld', decision: { status: 'upheld', action: 'remove-listing', byName: 'Ayesha Admin' } });
    // Gone at once, from the decision's own batch.
    expect((await get(`/product/${machine._id}`, first.token)).status).toBe(404);
    expect((await queue(admin)).body.data.map((r) => r._id)).not.toContain(_id);
    expect((await queue(admin, '?status=upheld')).body.data.map((r) => r._id)).toContain(_id);
    expect((await trail(admin, machine._id)).map((e) => [e.action, e.actor.uid]).sort()).toEqual([
      ['delete-listing', admin.uid],
      ['uphold-report', admin.uid],
    ]);
    const again = await decide(admin, _id, { status: 'dismissed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This report was already upheld by Ayesha Admin.');

    await drainOwedWork();
    await drainOwedWork();
    for (const reporter of [first, second]) {
      const told = (await notices(reporter)).filter((n) => n.kind === 'report-decided');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ productId: machine._id, message: `We removed ${machine.productName} after your report. Thank you for telling us.` });
    }
    expect((await notices(seller)).filter((n) => n.kind === 'report-decided')).toEqual([]);
  });

  it('dismissed: the listing stays, the reporter is told; a new report opens the next round', async () => {
    const [seller, buyer, admin] = await Promise.all([person('seller'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    const { _id } = (await listing(buyer, machine._id, 'other', 'Looks too cheap')).body.data as ReportReceipt;
    const dismissed = await decide(admin, _id, { status: 'dismissed' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', decision: { status: 'dismissed', action: null } });
    expect((await get(`/product/${machine._id}`, buyer.token)).status).toBe(200);
    expect((await trail(admin, machine._id))[0]).toMatchObject({ action: 'dismiss-report', before: { status: 'open', reporters: 1 }, after: { status: 'dismissed', action: null, reporters: 1 } });
    await drainOwedWork();
    expect((await notices(buyer)).find((n) => n.kind === 'report-decided')).toMatchObject({ link: `/product/${machine._id}`, message: expect.stringMatching(/left it up/) });

    const reopened = await listing(buyer, machine._id, 'misleading');
    expect(reopened.status).toBe(201);
    const report = (await queue(admin)).body.data.find((r) => r._id === _id);
    expect(report).toMatchObject({ _id, status: 'open', reporterCount: 1, reasons: { misleading: 1, other: 0 }, notes: [], decision: null });
  });

  it('two admins deciding at once: one decision stands, the other is told it was decided (5 trials)', async () => {
    const [seller, buyer, one, other] = await Promise.all([person('seller'), person('buyer'), person('admin'), person('admin')]);
    for (let trial = 0; trial < 5; trial++) {
      const machine = await storedProduct(seller);
      const { _id } = (await listing(buyer, machine._id)).body.data as ReportReceipt;
      const answers = await Promise.all([decide(one, _id, { status: 'upheld', action: 'remove-listing' }), decide(other, _id, { status: 'dismissed' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.data as Report;
      const reportEntries = (await trail(one, machine._id)).filter((e) => e.action.endsWith('-report'));
      expect(reportEntries).toHaveLength(1);
      expect((await get(`/product/${machine._id}`, buyer.token)).status).toBe(winner.status === 'upheld' ? 404 : 200);
    }
  });

  it('a listing its seller took off meanwhile: upholding stands, with nothing left to remove', async () => {
    const [seller, buyer, admin] = await Promise.all([person('seller'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    const { _id } = (await listing(buyer, machine._id)).body.data as ReportReceipt;
    expect((await send('DELETE', `/products/${machine._id}`, undefined, seller.token)).status).toBe(200);
    expect((await decide(admin, _id, { status: 'upheld', action: 'remove-listing' })).status).toBe(200);
    expect((await decide(admin, 'noSuchReport', { status: 'dismissed' })).status).toBe(404);
  });
});

describe('reporting a message', () => {
  it('only the other party may report it; upholding removes the message and its words from the lists', async () => {
    const [seller, buyer, stranger, admin] = await Promise.all([person('seller', { name: 'Rude Seller' }), person('buyer'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    const { conversation } = (await send('POST', `/products/${machine._id}/conversations`, { text: 'Is it still for sale?' }, buyer.token)).body.data as Sent;
    const rude = (await send('POST', `/conversations/${conversation._id}/messages`, { text: 'Stop wasting my time, idiot.' }, seller.token)).body.data as Sent;
    const message = { kind: 'message', id: rude.message._id, reason: 'abusive' };
    expect((await reportOf(stranger, message)).status).toBe(404);
    expect((await reportOf(admin, message)).status).toBe(404);
    expect((await reportOf(seller, message)).status).toBe(403);
    const reported = await reportOf(buyer, message);
    expect(reported.status).toBe(201);
    const item = (await queue(admin)).body.data.find((r) => r.target.id === rude.message._id);
    expect(item).toMatchObject({ kind: 'message', target: { id: rude.message._id, text: 'Stop wasting my time, idiot.', ownerName: 'Rude Seller', productId: machine._id } });

    expect((await decide(admin, item!._id, { status: 'upheld', action: 'remove-message' })).status).toBe(200);
    const thread = (await get(`/conversations/${conversation._id}/messages`, buyer.token)).body.data as { messages: Message[] };
    expect(thread.messages.map((m) => m.text)).toEqual(['Is it still for sale?']);
    const [listed] = (await get('/conversations', buyer.token)).body.data as Conversation[];
    expect(listed!.lastMessage.text).toBe('');
    expect((await trail(admin, rude.message._id))[0]).toMatchObject({ action: 'uphold-report', target: { kind: 'message', label: 'Stop wasting my time, idiot.' } });
    await drainOwedWork();
    expect((await notices(buyer)).find((n) => n.kind === 'report-decided')).toMatchObject({ link: `/dashboard/messages/${conversation._id}` });
  });
});

describe('a removed account', () => {
  it('its reports go (the counts stay); reports about its messages keep no name and no words', async () => {
    const [seller, buyer, admin] = await Promise.all([person('seller'), person('buyer'), person('admin')]);
    const machine = await storedProduct(seller);
    const { conversation } = (await send('POST', `/products/${machine._id}/conversations`, { text: 'Call me on 01811223344, fool' }, buyer.token)).body.data as Sent;
    const [own] = ((await get(`/conversations/${conversation._id}/messages`, seller.token)).body.data as { messages: Message[] }).messages;
    expect((await reportOf(seller, { kind: 'message', id: own!._id, reason: 'abusive' })).status).toBe(201);
    const other = await storedProduct(await person('seller'));
    expect((await listing(buyer, other._id, 'spam')).status).toBe(201);

    expect((await send('DELETE', `/user/${buyer.uid}`, undefined, admin.token)).status).toBe(200);
    await drainOwedWork();
    const reports = (await queue(admin)).body.data;
    const aboutMessage = reports.find((r) => r.kind === 'message')!;
    expect(aboutMessage.target).toMatchObject({ ownerName: 'deleted account', text: '' });
    expect(JSON.stringify(reports)).not.toContain('01811223344');
    expect(reports.find((r) => r.kind === 'listing')).toMatchObject({ reporterCount: 1 });
    const entries = await firestore().collection('reportEntries').where('reporterUid', '==', buyer.uid).get();
    expect(entries.size).toBe(0);
  });
});

describe('bounded work', () => {
  it('a report, a page of the queue and a decision read a constant number of documents; 450 reporters are told in pages, each once', async () => {
    const [seller, buyer, admin] = await Promise.all([person('seller'), person('buyer'), person('admin')]);
    const machines = await Promise.all(Array.from({ length: 6 }, () => storedProduct(seller)));
    for (const m of machines) {
      const { reads, writes } = await costOf(() => listing(buyer, m._id));
      expect(reads).toBeLessThanOrEqual(5);
      expect(writes).toBe(2);
    }
    const page = await costOf(() => queue(admin, '?limit=5'));
    expect(page.answer.body.data).toHaveLength(5);
    expect(page.reads).toBeLessThanOrEqual(5 + 1 + 1);

    // 449 more reporters of the first machine, stored directly (their accounts need not exist).
    const machine = machines[0]!;
    const id = reportId('listing', machine._id);
    const at = new Date();
    for (let from = 0; from < 449; from += 400) {
      const batch = firestore().batch();
      for (let i = from; i < Math.min(from + 400, 449); i++) {
        const uid = `reporter${String(i).padStart(4, '0')}`;
        batch.set(firestore().collection('reportEntries').doc(`entry-${uid}`), { reportId: id, roundKey: `${id}#1`, reporterUid: uid, reason: 'spam', note: '', createdAt: at, sortKey: `${at.toISOString()}_${uid}` });
      }
      await batch.commit();
    }
    const decision = await costOf(() => decide(admin, id, { status: 'upheld', action: 'remove-listing' }));
    expect(decision.answer.status).toBe(200);
    expect(decision.reads).toBeLessThanOrEqual(10);
    await drainOwedWork();
    await drainOwedWork();
    const told = await firestore().collection('notifications').where('productId', '==', machine._id).where('kind', '==', 'report-decided').get();
    expect(told.size).toBe(450);
    expect(new Set(told.docs.map((d) => d.get('userUid'))).size).toBe(450);
  });
});

describe('the brake on reports', () => {
  it('refuses more than 10 reports a minute from one account with a 429 and Retry-After', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const machine = await storedProduct(seller);
    for (let i = 0; i < 10; i++) expect((await listing(buyer, machine._id)).status).toBeLessThan(429);
    const braked = await listing(buyer, machine._id);
    expect(braked.status).toBe(429);
    expect(Number(braked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
