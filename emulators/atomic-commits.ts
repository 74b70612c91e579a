// Where the Node emulator's commits differ from real Firestore's, put right here:
// - Real Firestore applies a batch's writes all or none. The Node emulator applies them one by one
//   and stops at the first failed precondition (a create() of an existing document, an update()
//   of a missing one), keeping the writes before it. The marketplace's guards rest on whole
//   batches failing, so every precondition of a commit is checked before any write is applied.
// - A set() without merge replaces the document; the emulator merges it into what was there.
// - A field named in an update's mask without a value (FieldValue.delete()) is removed; the
//   emulator leaves it in place.
import type { FirestoreServer } from '@firestore-emulator/server';

const COMMIT = '/google.firestore.v1.Firestore/Commit';
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

/** A write as the emulator's gRPC layer decodes it (the fields it reads itself). */
type DecodedWrite = {
  has_delete: boolean;
  delete: string;
  has_update: boolean;
  update: { name: string; fields: Map<string, unknown> };
  has_update_mask: boolean;
  update_mask: { field_paths: string[] };
  has_current_document: boolean;
  current_document: { has_exists: boolean; exists: boolean };
};
type Commit = (call: { request: { writes: DecodedWrite[] } }, callback: (error: unknown, value: unknown) => void) => void;
type StoredDocument = { metadata: { hasExist: boolean }; fields: Record<string, unknown> };
type State = { getDocument: (path: string) => StoredDocument; writeV1Document: (date: Date, write: DecodedWrite) => unknown };

/** The first write whose precondition fails, as the emulator would report it; null when all hold. */
export function failedPrecondition(state: State, writes: DecodedWrite[]): { code: number; message: string } | null {
  const exists = new Map<string, boolean>();
  const existsNow = (path: string) => exists.get(path) ?? state.getDocument(path).metadata.hasExist;
  for (const write of writes) {
    const path = write.has_delete ? write.delete : write.has_update ? write.update.name : null;
    if (path === null) continue;
    if (write.has_current_document && write.current_document.has_exists) {
      const wanted = write.current_document.exists;
      if (wanted && !existsNow(path)) return { code: NOT_FOUND, message: `no entity to update: ${path}` };
      if (!wanted && existsNow(path)) return { code: ALREADY_EXISTS, message: `entity already exists: ${path}` };
    }
    exists.set(path, !write.has_delete);
  }
  return null;
}

/** Before the emulator applies `write`: clears what a replacing set() or a deleted field removes. */
function clearWhatTheWriteRemoves(state: State, write: DecodedWrite): void {
  if (!write.has_update) return;
  const document = state.getDocument(write.update.name);
  if (!document.metadata.hasExist) return;
  if (!write.has_update_mask) {
    document.fields = {};
    return;
  }
  const removed = write.update_mask.field_paths.filter((path) => !path.includes('.') && !write.update.fields.has(path));
  if (removed.length) document.fields = Object.fromEntries(Object.entries(document.fields).filter(([field]) => !removed.includes(field)));
}

/** Makes the server's commits behave as production's do (see the top of this file). */
export function makeCommitsAtomic(server: FirestoreServer): void {
  const handlers = (server as unknown as { server: { handlers: Map<string, { func: Commit }> } }).server.handlers;
  const commit = handlers.get(COMMIT);
  if (!commit) throw new Error('The Node Firestore emulator has no Commit handler to wrap: its internals changed.');
  const apply = commit.func;
  const state = server.state as unknown as State;
  commit.func = (call, callback) => {
    const failure = failedPrecondition(state, call.request.writes);
    if (failure) return callback({ code: failure.code, details: failure.message, message: failure.message }, null);
    // The emulator applies a commit's writes one after another, synchronously: each is prepared
    // just before it is applied, so a write sees the ones before it in the same batch.
    const writeOne = state.writeV1Document;
    state.writeV1Document = (date, write) => {
      clearWhatTheWriteRemoves(state, write);
      return writeOne.call(state, date, write);
    };
    try {
      return apply(call, callback);
    } finally {
      state.writeV1Document = writeOne;
    }
  };
}
