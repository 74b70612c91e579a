// Real Firestore applies a batch's writes all or none. The Node emulator applies them one by one
// and stops at the first failed precondition (a create() of an existing document, an update() of
// a missing one), keeping the writes before it. The marketplace's guards rest on whole batches
// failing, so this checks every precondition of a commit before the emulator applies any write.
import type { FirestoreServer } from '@firestore-emulator/server';

const COMMIT = '/google.firestore.v1.Firestore/Commit';
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

/** A write as the emulator's gRPC layer decodes it (the fields it reads itself). */
type DecodedWrite = {
  has_delete: boolean;
  delete: string;
  has_update: boolean;
  update: { name: string };
  has_current_document: boolean;
  current_document: { has_exists: boolean; exists: boolean };
};
type Commit = (call: { request: { writes: DecodedWrite[] } }, callback: (error: unknown, value: unknown) => void) => void;
type State = { getDocument: (path: string) => { metadata: { hasExist: boolean } } };

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

/** Makes the server's commits all-or-none with respect to preconditions, as production's are. */
export function makeCommitsAtomic(server: FirestoreServer): void {
  const handlers = (server as unknown as { server: { handlers: Map<string, { func: Commit }> } }).server.handlers;
  const commit = handlers.get(COMMIT);
  if (!commit) throw new Error('The Node Firestore emulator has no Commit handler to wrap: its internals changed.');
  const apply = commit.func;
  const state = server.state as unknown as State;
  commit.func = (call, callback) => {
    const failure = failedPrecondition(state, call.request.writes);
    if (failure) return callback({ code: failure.code, details: failure.message, message: failure.message }, null);
    return apply(call, callback);
  };
}
