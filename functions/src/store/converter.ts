import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * A typed converter that strips `_id` when writing (the document id holds it) and adds it back
 * when reading, so the API answers the product's `_id` without storing it twice.
 */
export function withId<T extends { _id: string }>(fromDoc: (data: DocumentData) => Omit<T, '_id'>): FirestoreDataConverter<T> {
  return {
    toFirestore(model) {
      const { _id: _ignored, ...rest } = model as Partial<T>;
      return rest as DocumentData;
    },
    fromFirestore(snap: QueryDocumentSnapshot) {
      return { _id: snap.id, ...fromDoc(snap.data()) } as T;
    },
  };
}

// Stored documents may predate a field or carry it with another type (hand edits, older
// imports): reading coerces to the contract's type rather than answering a malformed record.

/** A stored field as text: '' when absent. */
export const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** A stored field as a number: 0 when absent or not numeric. */
export const numeric = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
