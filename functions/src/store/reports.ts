import { createHash } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  KEPT_REPORT_NOTES,
  reportReasonSchema,
  type PageRequest,
  type Report,
  type ReportAction,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
} from '../contract/index.js';
import type { Write } from './batch.js';
import { numeric, text } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { guardWrite, versionOf } from './guards.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

const digest = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);

/** One report per listing or message: everyone who reports it joins it. */
export const reportId = (kind: ReportKind, targetId: string) => digest('report', kind, targetId);

/** One entry per reporter and round of a report: a second `create()` fails while the round is open. */
const entryId = (id: string, round: number, reporterUid: string) => digest('report-entry', id, round, reporterUid);

/** What was reported, with the account it belongs to and, for a message, its conversation. */
export type ReportTarget = Report['target'] & { ownerUid: string; conversationId: string };

/**
 * `reports/{id}`: a listing or message and the reports of it since the last decision (`round`:
 * a decision closes a round; a new report opens the next). Its `version` (store/guards.ts) moves
 * with every reporter and the decision, so none is written over another.
 */
export type StoredReport = Omit<Report, 'target'> & { target: ReportTarget; round: number; version: number; decidedByUid: string };

const REASONS = reportReasonSchema.options;

function fromDoc(id: string, d: DocumentData): StoredReport {
  const t = (d.target ?? {}) as DocumentData;
  const decision = d.decision as DocumentData | null | undefined;
  return {
    _id: id,
    kind: d.kind === 'message' ? 'message' : 'listing',
    target: {
      id: text(t.id),
      label: text(t.label),
      productId: text(t.productId),
      productName: text(t.productName),
      picture: text(t.picture),
      ownerName: text(t.ownerName),
      text: text(t.text),
      ownerUid: text(d.ownerUid),
      conversationId: text(t.conversationId),
    },
    status: d.status === 'dismissed' || d.status === 'upheld' ? d.status : 'open',
    reporterCount: numeric(d.reporterCount),
    reasons: Object.fromEntries(REASONS.map((r) => [r, numeric(d.reasons?.[r])])) as Record<ReportReason, number>,
    notes: Array.isArray(d.notes) ? d.notes.map((n: DocumentData) => ({ reason: REASONS.includes(n.reason) ? n.reason : 'other', note: text(n.note), at: toIso(n.at) })) : [],
    firstReportedAt: toIso(d.firstReportedAt),
    lastReportedAt: toIso(d.lastReportedAt),
    decision: decision ? { status: decision.status === 'upheld' ? 'upheld' : 'dismissed', action: decision.action ?? null, byName: text(decision.byName), at: toIso(decision.at) } : null,
    round: Math.max(1, numeric(d.round)),
    version: versionOf(d.version),
    decidedByUid: text(decision?.byUid),
  };
}

const raw = () => firestore().collection('reports');
const reports = () => raw().withConverter({ fromFirestore: (snap) => fromDoc(snap.id, snap.data()), toFirestore: (r) => r as DocumentData });
const entries = () => firestore().collection('reportEntries');
const scope = (id: string) => `report_${id}`;

/** A report as its reporter made it. */
export type MadeReport = { _id: string; kind: ReportKind; targetId: string; reason: ReportReason; note: string; createdAt: string };

const madeEntries = () =>
  entries().withConverter({
    fromFirestore: (snap): MadeReport => {
      const d = snap.data();
      return { _id: snap.id, kind: d.kind === 'message' ? 'message' : 'listing', targetId: text(d.targetId), reason: REASONS.includes(d.reason) ? d.reason : 'other', note: text(d.note), createdAt: toIso(d.createdAt) };
    },
    toFirestore: (r) => r as DocumentData,
  });

/** One reporter's report in a round. */
export type ReportEntry = { _id: string; reporterUid: string; reason: ReportReason; createdAt: string };

/** A reporter's part, for the batch that adds it: the entry (created once a round) and the report's change. */
export type NewReporter = { uid: string; reason: ReportReason; note: string; at: string };

const storedTarget = ({ ownerUid: _owner, ...target }: ReportTarget) => target;

export const reportsStore = {
  async get(id: string): Promise<StoredReport | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    const d = snap.data();
    return d ? fromDoc(snap.id, d) : null;
  },

  /** Whether this person reported in this round already. */
  async hasReported(id: string, round: number, reporterUid: string): Promise<boolean> {
    const snap = await withDeadline(entries().doc(entryId(id, round, reporterUid)).get());
    documentReads.add(1);
    return snap.exists;
  },

  /** The queue (or the decided ones), newest first. */
  page(status: ReportStatus, page: PageRequest) {
    return pageOf(reports().where('status', '==', status), page, (r) => sortKey(r.firstReportedAt, r._id));
  },

  /**
   * The writes of a report: its reporter's entry, and the report itself, created by the first
   * reporter, joined by the next ones, opened again in a new round after a decision. `before` is
   * the report as read (null: none yet); the entry's `create()` makes a second report of the same
   * person in a round fail, and the guard makes two reporters at once write one after the other.
   */
  reportWrites(id: string, kind: ReportKind, target: ReportTarget, before: StoredReport | null, reporter: NewReporter): Write[] {
    const reopened = before !== null && before.status !== 'open';
    const round = before === null ? 1 : reopened ? before.round + 1 : before.round;
    const note = reporter.note ? [{ reason: reporter.reason, note: reporter.note, at: toTimestamp(reporter.at) }] : [];
    const kept = before && !reopened ? before.notes.map((n) => ({ ...n, at: toTimestamp(n.at) })) : [];
    const firstAt = before && !reopened ? before.firstReportedAt : reporter.at;
    const reasons = Object.fromEntries(REASONS.map((r) => [r, (before && !reopened ? before.reasons[r] : 0) + (r === reporter.reason ? 1 : 0)]));
    const fields = {
      kind,
      target: storedTarget(target),
      ownerUid: target.ownerUid,
      status: 'open',
      round,
      reporterCount: (before && !reopened ? before.reporterCount : 0) + 1,
      reasons,
      notes: [...note, ...kept].slice(0, KEPT_REPORT_NOTES),
      firstReportedAt: toTimestamp(firstAt),
      lastReportedAt: toTimestamp(reporter.at),
      decision: null,
      version: before ? before.version + 1 : 0,
      sortKey: sortKey(firstAt, id),
    };
    const entry: Write = (batch) =>
      batch.create(entries().doc(entryId(id, round, reporter.uid)), {
        reportId: id,
        kind,
        targetId: target.id,
        roundKey: `${id}#${round}`,
        reporterUid: reporter.uid,
        reason: reporter.reason,
        note: reporter.note,
        createdAt: toTimestamp(reporter.at),
        sortKey: sortKey(reporter.at, reporter.uid),
      });
    if (!before) return [entry, (batch) => batch.create(raw().doc(id), fields)];
    return [entry, guardWrite(scope(id), before.version), (batch) => batch.set(raw().doc(id), fields)];
  },

  /** The writes of an admin's decision on the report as read; guarded, so it is decided once. */
  decisionWrites(r: StoredReport, decision: { status: 'dismissed' | 'upheld'; action: ReportAction | null; byUid: string; byName: string; at: string }): Write[] {
    const { at, ...rest } = decision;
    return [guardWrite(scope(r._id), r.version), (batch) => batch.update(raw().doc(r._id), { status: decision.status, decision: { ...rest, at: toTimestamp(at) }, version: r.version + 1 })];
  },

  /** A page of a round's reporters, in a fixed order, after the cursor (the last one's sort key). */
  async reportersPage(id: string, round: number, after: string | null, limit: number): Promise<{ reporters: ReportEntry[]; last: string | null }> {
    let query = entries().where('roundKey', '==', `${id}#${round}`);
    if (after !== null) query = query.where('sortKey', '>', after);
    const snap = await withDeadline(query.orderBy('sortKey').limit(limit).get());
    documentReads.add(snap.size);
    const reporters = snap.docs.map((d) => ({ _id: d.id, reporterUid: text(d.get('reporterUid')), reason: d.get('reason') as ReportReason, createdAt: toIso(d.get('createdAt')) }));
    return { reporters, last: (snap.docs.at(-1)?.get('sortKey') as string | undefined) ?? null };
  },

  /** Up to `limit` ids of the reports `uid` made (their account is being removed). */
  async entryIdsBy(uid: string, limit: number): Promise<string[]> {
    const snap = await withDeadline(entries().where('reporterUid', '==', uid).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.id);
  },

  /** What `uid` reported, newest first (their data export). */
  pageBy(uid: string, page: PageRequest) {
    return pageOf(madeEntries().where('reporterUid', '==', uid), page);
  },

  entryDeleteWrite(id: string): Write {
    return (batch) => batch.delete(entries().doc(id));
  },

  /** Up to `limit` reports about what `uid` wrote or listed (their account is being removed). */
  async about(uid: string, limit: number): Promise<{ _id: string; kind: ReportKind }[]> {
    const snap = await withDeadline(raw().where('ownerUid', '==', uid).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => ({ _id: d.id, kind: d.get('kind') === 'message' ? 'message' : 'listing' }));
  },

  /**
   * The write that forgets a removed account in a report about it: its name goes, and of a
   * message its words (the label is its first words) too.
   */
  forgetOwnerWrite(r: { _id: string; kind: ReportKind }, ownerName: string, messageLabel: string): Write {
    const words = r.kind === 'message' ? { 'target.text': '', 'target.label': messageLabel } : {};
    return (batch) => batch.update(raw().doc(r._id), { ownerUid: '', 'target.ownerName': ownerName, ...words, version: FieldValue.increment(1) });
  },
};
