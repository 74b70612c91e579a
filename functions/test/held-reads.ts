import type { FirestoreServer } from '@firestore-emulator/server';

/**
 * Holds one read's answer on a Firestore of the test's own (the Node emulator, in process): the
 * read is made when it arrives, as usual, but its answer reaches the API only when the test says
 * so. That is a slow network between the function and the database, as production can have it,
 * placed where it hurts most: a test can let another call run whole between a call's read and
 * its write, and so meet the worst order of two calls every time instead of by chance.
 */
const BATCH_GET = '/google.firestore.v1.Firestore/BatchGetDocuments';

type Stream = { request: { documents: string[] }; write: (message: unknown) => boolean; end: () => void };

export function heldReads(server: FirestoreServer) {
  const handlers = (server as unknown as { server: { handlers: Map<string, { func: (call: Stream) => void }> } }).server.handlers;
  const handler = handlers.get(BATCH_GET);
  if (!handler) throw new Error('The Node Firestore emulator has no BatchGetDocuments handler to wrap: its internals changed.');
  const read = handler.func;
  let armed: { path: string; until: Promise<unknown>; caught: () => void } | null = null;

  handler.func = (call) => {
    const hold = armed;
    if (!hold || !call.request.documents.some((d) => d.endsWith(`/documents/${hold.path}`))) return read(call);
    armed = null;
    const answered: (() => void)[] = [];
    const held = Object.create(call) as Stream;
    held.write = (message) => {
      answered.push(() => call.write(message));
      return true;
    };
    held.end = () => answered.push(() => call.end());
    read(held);
    hold.caught();
    void hold.until.finally(() => answered.forEach((send) => send()));
  };

  return {
    /**
     * The next read of the document at `path` (e.g. `products/abc`) is answered only once `until`
     * has settled. Resolves when that read has arrived (and been made).
     */
    holdNext(path: string, until: Promise<unknown>): Promise<void> {
      return new Promise((caught) => {
        armed = { path, until, caught };
      });
    },
  };
}
