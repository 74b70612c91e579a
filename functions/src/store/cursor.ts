import { badRequest } from '../http/errors.js';

/**
 * The opaque cursor of a list page: where the previous page ended (its last document's creation
 * time and id), so the next query starts after it. Cursors cost no reads, unlike offsets.
 */
export type CursorPosition = { createdAt: string; id: string };

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && /^[\w-]{1,128}$/.test(id)) {
      return { createdAt, id };
    }
  } catch {
    /* fall through */
  }
  throw badRequest('Invalid cursor: use the `next` value of the previous page.');
}
