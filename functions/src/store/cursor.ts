import { badRequest } from '../contract/errors.js';

/**
 * Lists are ordered by `sortKey`: the creation time as ISO text, then the document id, so the
 * key is unique and sorts like the time. The opaque cursor of a page is the sortKey of its last
 * document; the next page asks for keys below it. A range on one field works the same on real
 * Firestore and on the Node emulator (which ignores `startAfter`), and costs no extra reads.
 */
export const sortKey = (createdAt: string, id: string) => `${createdAt}_${id}`;

const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9_-]{1,128}$/;

export function encodeCursor(key: string): string {
  return Buffer.from(key).toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (SORT_KEY.test(key)) return key;
  throw badRequest('Invalid cursor: use the `next` value of the previous page.');
}
