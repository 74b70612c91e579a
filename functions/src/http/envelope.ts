import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** Page information some lists answer beside `data` (`unread`: of the notifications). */
export type PageInfo = { next?: string | null; total?: number; totalCapped?: true; unread?: number };

/**
 * What a route handler answers; the wrapper turns it into the `{ success, message, data }`
 * envelope, or, for a call answered as is (`raw`), sends `data` alone with `headers`.
 */
export type Reply<T> = { status?: number; message: string; data: T; headers?: Record<string, string> } & PageInfo;

/** Express's default validator for the same text (weak: the JSON, not its bytes on the wire). */
function entityTag(text: string, bytes: number): string {
  return `W/"${bytes.toString(16)}-${createHash('sha1').update(text, 'utf8').digest('base64').slice(0, 27)}"`;
}

/** Whether the client already holds this answer (If-None-Match), unless it asks for a fresh one. */
function clientHolds(res: Response, tag: string): boolean {
  const held = res.req.headers['if-none-match'];
  if (!held || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(res.req.headers['cache-control'] ?? '')) return false;
  return held.split(',').some((t) => {
    const given = t.trim();
    return given === '*' || given === tag || `W/${given}` === tag;
  });
}

/**
 * Writes the envelope as JSON, straight to Node's response: Express's res.json() would find the
 * same headers through its generic send (content negotiation of the charset, a Buffer copy of
 * the body, a validator for every answer). A successful read keeps its validator, so a client
 * that asks again with If-None-Match gets 304 without the body, as Express answered it.
 */
export function sendEnvelope(res: Response, status: number, message: string, data: unknown, page: PageInfo = {}) {
  const body: Record<string, unknown> = { success: status < 400, message, data };
  if (page.next !== undefined) body.next = page.next;
  if (page.total !== undefined) body.total = page.total;
  if (page.totalCapped) body.totalCapped = true;
  if (page.unread !== undefined) body.unread = page.unread;
  const text = JSON.stringify(body);
  const bytes = Buffer.byteLength(text);
  const { method } = res.req;
  const read = method === 'GET' || method === 'HEAD';
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (read && status === 200) {
    const tag = entityTag(text, bytes);
    res.setHeader('ETag', tag);
    if (clientHolds(res, tag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader('Content-Length', bytes);
  res.end(method === 'HEAD' ? undefined : text);
}

/** Writes `data` alone as JSON (a file to save, a document tools read), with the headers given. */
export function sendDocument(res: Response, status: number, data: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(data);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
