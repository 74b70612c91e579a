import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, sortKey } from './cursor.js';

describe('list cursors', () => {
  it('carry the sort key where a page ended, which sorts like the creation time', () => {
    const key = sortKey('2026-11-20T10:00:00.000Z', 'abcDEF123');
    expect(decodeCursor(encodeCursor(key))).toBe(key);
    expect(sortKey('2026-11-20T10:00:00.000Z', 'a') < sortKey('2026-11-20T10:00:00.001Z', 'a')).toBe(true);
  });

  it.each([
    'garbage',
    '',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('+010000-01-01T00:00:00.000Z_abc').toString('base64url'),
    Buffer.from('2026-11-20T10:00:00.000Z_../x').toString('base64url'),
  ])('refuse a forged or broken cursor %j as bad input (a 400)', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ kind: 'bad-input' }));
  });
});
