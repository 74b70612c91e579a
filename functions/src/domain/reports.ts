import {
  UPHOLDING_ACTION,
  badRequest,
  conflict,
  forbidden,
  notFound,
  permissions,
  unavailable,
  type PageRequest,
  type Report,
  type ReportDecision,
  type ReportInput,
  type ReportReceipt,
  type ReportStatus,
} from '../contract/index.js';
import { commitTogether, type Write } from '../store/batch.js';
import { conversationsStore } from '../store/conversations.js';
import { messagesStore } from '../store/messages.js';
import { notificationsStore } from '../store/notifications.js';
import { productsStore } from '../store/products.js';
import { reportId, reportsStore, type ReportTarget, type StoredReport } from '../store/reports.js';
import { usersStore } from '../store/users.js';
import { auditWrite } from './audit.js';
import type { Caller } from './caller.js';
import { listingTarget, removalOf } from './listings.js';
import { getProduct } from './products.js';
import { handOn, owe, type Owed, type WorkArgs } from './work/owed.js';
import { PAGE_WRITES, type Page } from './work/page.js';

/**
 * Reports of one thing at once are written one after the other (the report's version): each lost
 * attempt means another reporter was counted, so this many lets a dozen arrive together.
 */
const ATTEMPTS = 12;

/** A message's first words, as a report and the admin trail name it. */
const LABEL_WORDS = 80;
const excerpt = (words: string) => (words.length > LABEL_WORDS ? `${words.slice(0, LABEL_WORDS - 1).trimEnd()}…` : words);

const NO_MESSAGE = 'No message with that id.';

/** The listing as reported: anyone who can see it may report it, not its seller. */
async function listingReported(caller: Caller, id: string): Promise<ReportTarget> {
  const product = await getProduct(id);
  if (product.sellerUid === caller.uid) throw forbidden('This is your own listing: you can edit or delete it instead.');
  return { id, label: product.productName, productId: id, productName: product.productName, picture: product.picture, ownerName: product.name || product.sellerName, text: '', ownerUid: product.sellerUid, conversationId: '' };
}

/** The message as reported: only the other party of its conversation sees it, so only they may report it. */
async function messageReported(caller: Caller, id: string): Promise<ReportTarget> {
  const message = await messagesStore.get(id);
  const conversation = message && (await conversationsStore.get(message.conversationId));
  if (!message || !conversation || !conversation.parties.includes(caller.uid)) throw notFound(NO_MESSAGE);
  if (message.fromUid === caller.uid) throw forbidden('This is your own message.');
  // A deleted account's words are not shown, so there is nothing left to report.
  const author = conversation.parties.includes(message.fromUid) ? await usersStore.get(message.fromUid) : null;
  if (!author) throw notFound(NO_MESSAGE);
  const { product } = conversation;
  return {
    id,
    label: excerpt(message.text),
    productId: product._id,
    productName: product.productName,
    picture: product.picture,
    ownerName: author.displayName || author.email,
    text: message.text,
    ownerUid: message.fromUid,
    conversationId: conversation._id,
  };
}

const receipt = (id: string, input: ReportInput, at: string): ReportReceipt => ({ _id: id, kind: input.kind, targetId: input.id, reason: input.reason, status: 'open', reportedAt: at });

/**
 * POST /reports: everyone who reports a listing or a message joins its one report; a person
 * reports it once until an admin decides (after a decision, a new report opens the next round).
 */
export async function report(caller: Caller, input: ReportInput): Promise<{ receipt: ReportReceipt; started: boolean }> {
  const target = input.kind === 'listing' ? await listingReported(caller, input.id) : await messageReported(caller, input.id);
  const id = reportId(input.kind, input.id);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await reportsStore.get(id);
    if (before?.status === 'open' && (await reportsStore.hasReported(id, before.round, caller.uid))) {
      throw conflict('You reported this already: an admin will look at it.');
    }
    const at = new Date().toISOString();
    const writes = reportsStore.reportWrites(id, input.kind, target, before, { uid: caller.uid, reason: input.reason, note: input.note ?? '', at });
    if ((await commitTogether(writes)) === 'committed') return { receipt: receipt(id, input, at), started: before === null || before.status !== 'open' };
  }
  throw unavailable('Many people are reporting this at once. Please try again.');
}

/** A report as the admins read it. */
const shown = ({ round: _round, version: _version, decidedByUid: _by, target: { ownerUid: _owner, conversationId: _conversation, ...target }, ...r }: StoredReport): Report => ({ ...r, target });

function mayModerate(caller: Caller) {
  if (!permissions.moderateReports(caller.role)) throw forbidden(`Dear ${caller.name} only admin can decide reports.`);
}

/** GET /reports: the queue (open ones) or the decided ones, newest first. */
export async function reportQueue(caller: Caller, status: ReportStatus, page: PageRequest) {
  mayModerate(caller);
  const { items, next } = await reportsStore.page(status, page);
  return { items: items.map(shown), next };
}

/** What an upheld report removes, in the batch of the decision: the listing, or the message. */
async function removalFor(caller: Caller, r: StoredReport): Promise<{ writes: Write[]; owed: Owed[] }> {
  if (r.kind === 'listing') {
    // Already gone (its seller took it off): the decision stands, there is nothing to remove.
    const listing = await productsStore.getListing(r.target.id);
    if (!listing) return { writes: [], owed: [] };
    const { product } = listing;
    const removal = await removalOf(listing);
    return { writes: [...removal.writes, auditWrite(caller, 'delete-listing', listingTarget(product), { sold: product.sold, resalePrice: product.resalePrice }, null)], owed: removal.owed };
  }
  const message = await messagesStore.get(r.target.id);
  if (!message) return { writes: [], owed: [] };
  const conversation = await conversationsStore.get(message.conversationId);
  return { writes: [messagesStore.deleteWrite(message._id), ...(conversation ? conversationsStore.messageRemovedWrites(conversation, message) : [])], owed: [] };
}

/** What each reporter is told of the decision. */
function outcome(r: StoredReport, status: 'dismissed' | 'upheld'): WorkArgs['tell-reporters'] {
  const { productId, productName, conversationId } = r.target;
  const told = { reportId: r._id, round: r.round, productId, productName };
  if (r.kind === 'listing') {
    return status === 'upheld'
      ? { ...told, message: `We removed ${productName} after your report. Thank you for telling us.`, link: '/' }
      : { ...told, message: `We looked at ${productName} after your report and left it up: it breaks none of our rules.`, link: `/product/${productId}` };
  }
  const link = `/dashboard/messages/${conversationId}`;
  return status === 'upheld'
    ? { ...told, message: `We removed the message about ${productName} that you reported. Thank you for telling us.`, link }
    : { ...told, message: `We looked at the message about ${productName} that you reported and left it: it breaks none of our rules.`, link };
}

const auditTarget = (r: StoredReport) => (r.kind === 'listing' ? { kind: 'product' as const, id: r.target.id, label: r.target.label } : { kind: 'message' as const, id: r.target.id, label: r.target.label });

/**
 * PUT /reports/{id}: an admin dismisses the report, or upholds it and removes what was reported,
 * in one batch with the decision, its audit entry and the work that tells every reporter.
 */
export async function decideReport(caller: Caller, id: string, decision: ReportDecision): Promise<Report> {
  mayModerate(caller);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const r = await reportsStore.get(id);
    if (!r) throw notFound('No report with that id.');
    if (r.status !== 'open') throw conflict(`This report was already ${r.status}${r.decision ? ` by ${r.decision.byName}` : ''}.`);
    const action = decision.status === 'upheld' ? decision.action : null;
    if (action && action !== UPHOLDING_ACTION[r.kind]) throw badRequest(`A ${r.kind} report is upheld with ${UPHOLDING_ACTION[r.kind]}.`);
    const removal = action ? await removalFor(caller, r) : { writes: [], owed: [] };
    const told = owe('tell-reporters', outcome(r, decision.status));
    const at = new Date().toISOString();
    const writes = [
      ...reportsStore.decisionWrites(r, { status: decision.status, action, byUid: caller.uid, byName: caller.name, at }),
      ...removal.writes,
      auditWrite(caller, decision.status === 'upheld' ? 'uphold-report' : 'dismiss-report', auditTarget(r), { status: 'open', reporters: r.reporterCount }, { status: decision.status, action, reporters: r.reporterCount }),
      told.write,
    ];
    if ((await commitTogether(writes)) === 'committed') {
      await handOn(...removal.owed, told);
      return shown({ ...r, status: decision.status, decision: { status: decision.status, action, byName: caller.name, at } });
    }
  }
  throw unavailable('This report or what it is about is changing a lot right now. Please try again.');
}

/**
 * One page of `tell-reporters`: the round's reporters after the cursor, one notice each, whose id
 * (of the work and the reporter) is created once: nobody is told twice.
 */
export async function tellReportersPage(args: WorkArgs['tell-reporters'], cursor: string | null, workId: string): Promise<Page> {
  const { reporters, last } = await reportsStore.reportersPage(args.reportId, args.round, cursor, PAGE_WRITES);
  const writes = reporters.map((e) =>
    notificationsStore.newOnceWrite(`${workId}_${e._id}`, {
      userUid: e.reporterUid,
      kind: 'report-decided',
      productId: args.productId,
      productName: args.productName,
      bookingId: '',
      message: args.message,
      link: args.link,
    }),
  );
  return { writes, next: reporters.length < PAGE_WRITES ? null : last };
}
