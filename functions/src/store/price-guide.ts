import { createHash } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { normalizedText } from '../contract/index.js';
import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * The price guide's figures, kept per segment as listings change, so the guide reads a handful of
 * documents whatever the catalog holds. A segment is a size, fuel and manufacturing year (and one
 * more per make): its document holds each listing's asking price as a flat field `a_{listingId}`
 * (for sale) or `s_{listingId}` (sold). A listing's write sets its field and deletes the ones it
 * left, in the listing's own batch; fields of different listings never meet, so writes commute.
 * Fields are flat because the Node emulator drops deletes of nested fields.
 */
export type GuidedListing = { _id: string; categorySize: string; fuel: string; categoryCompany: string; mfYear: number; resalePrice: number; sold: boolean };

const segmentId = (parts: (string | number)[]) => createHash('sha256').update(['guide', ...parts].join('\n')).digest('hex').slice(0, 32);
const segment = (id: string) => firestore().collection('priceGuide').doc(id);

/** The segments a listing counts in: its size, fuel and year; and the same with its make. */
function segmentsOf(p: Pick<GuidedListing, 'categorySize' | 'fuel' | 'categoryCompany' | 'mfYear'>): string[] {
  const fuel = normalizedText(p.fuel);
  return [segmentId([p.categorySize, fuel, p.mfYear]), segmentId([p.categorySize, fuel, normalizedText(p.categoryCompany), p.mfYear])];
}

/** The segments of a query: one a year, with the make or without. */
export function segmentsAsked(q: { categorySize: string; fuel: string; make?: string; years: number[] }): string[] {
  const fuel = normalizedText(q.fuel);
  return q.years.map((year) => segmentId(q.make === undefined ? [q.categorySize, fuel, year] : [q.categorySize, fuel, normalizedText(q.make), year]));
}

/**
 * The writes that move a listing's entry from `before` (null: it was not listed) to `after`
 * (null: it leaves): nothing when its segment, state and price are the same.
 */
export function guideWrites(before: GuidedListing | null, after: GuidedListing | null): Write[] {
  const field = (p: GuidedListing) => `${p.sold ? 's' : 'a'}_${p._id}`;
  const was = before ? segmentsOf(before) : [];
  const now = after ? segmentsOf(after) : [];
  if (before && after && field(before) === field(after) && before.resalePrice === after.resalePrice && was.join() === now.join()) return [];
  const writes: Write[] = [];
  for (const id of was.filter((s) => !now.includes(s))) writes.push((batch) => batch.set(segment(id), { [field(before!)]: FieldValue.delete() }, { merge: true }));
  for (const id of now) {
    const moved = before && was.includes(id) && field(before) !== field(after!) ? { [field(before)]: FieldValue.delete() } : {};
    writes.push((batch) => batch.set(segment(id), { ...moved, [field(after!)]: after!.resalePrice }, { merge: true }));
  }
  return writes;
}

/** The asking and sold prices of these segments (one read each). */
export async function pricesIn(segmentIds: string[]): Promise<{ asking: number[]; sold: number[] }> {
  const snaps = await withDeadline(firestore().getAll(...segmentIds.map(segment)));
  documentReads.add(snaps.length);
  const asking: number[] = [];
  const sold: number[] = [];
  for (const data of snaps.map((s) => s.data() ?? ({} as DocumentData))) {
    for (const [name, value] of Object.entries(data)) {
      if (typeof value !== 'number') continue;
      if (name.startsWith('a_')) asking.push(value);
      else if (name.startsWith('s_')) sold.push(value);
    }
  }
  return { asking, sold };
}
