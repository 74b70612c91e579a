import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

describe('list cursors', () => {
  it('round-trip the position where a page ended', () => {
    const position = { createdAt: '2026-11-20T10:00:00.000Z', id: 'abcDEF123' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each(['garbage', '', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["not a date","id"]').toString('base64url'), Buffer.from('["2026-11-20T10:00:00Z","../x"]').toString('base64url')])(
    'refuse a forged or broken cursor %j with a 400',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ status: 400 }));
    },
  );
});
