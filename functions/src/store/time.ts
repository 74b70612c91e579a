import { Timestamp } from 'firebase-admin/firestore';

/** Stored as a Firestore Timestamp (so it orders and indexes), answered as ISO text. */
export function toTimestamp(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso));
}

export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string') return value;
  return new Date(0).toISOString();
}
