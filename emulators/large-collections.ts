// The Node Firestore emulator keeps each collection's documents in one immutable map (immer), and
// every look-up of a document goes through immer: a found one has the whole map checked frozen,
// property by property, and a missing one (a read of an absent document, or a new document) has
// it copied whole. So each read or write costs as much as its collection is large: inserting
// 10,000 documents took 43 s, a 50,000-watcher notice run most of an hour, which measures the
// emulator, not the marketplace. This keeps each collection's map in one mutable object instead,
// so a look-up costs the same at any size, as on real Firestore. Only the emulator's look-up
// changes (nothing else of it writes the map); for the benchmark's large worlds.
import { FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';

type Collection = { emitter: unknown; database: unknown; documents: Record<string, unknown> };
const Document = FirestoreStateDocument as unknown as new (...args: unknown[]) => unknown;

/** Makes the emulator's document look-ups constant-time, for every server of this process. */
export function findDocumentsInConstantTime(): void {
  const owned = new WeakSet<object>();
  const proto = FirestoreStateCollection.prototype as unknown as { getDocument: (this: Collection, name: string) => unknown };
  proto.getDocument = function (name) {
    if (Object.hasOwn(this.documents, name)) return this.documents[name];
    // The first new document of a collection copies its frozen map once; later ones go in place.
    if (!owned.has(this.documents)) {
      this.documents = { ...this.documents };
      owned.add(this.documents);
    }
    const document = new Document(this.emitter, this.database, this, name, {}, {});
    this.documents[name] = document;
    return document;
  };
}
