import type { Response } from 'express';

/** Page information some lists answer beside `data` (`unread`: of the notifications). */
export type PageInfo = { next?: string | null; total?: number; unread?: number };

/** What a route handler answers; the wrapper turns it into the `{ success, message, data }` envelope. */
export type Reply<T> = { status?: number; message: string; data: T } & PageInfo;

export function sendEnvelope(res: Response, status: number, message: string, data: unknown, page: PageInfo = {}) {
  const body: Record<string, unknown> = { success: status < 400, message, data };
  if (page.next !== undefined) body.next = page.next;
  if (page.total !== undefined) body.total = page.total;
  if (page.unread !== undefined) body.unread = page.unread;
  res.status(status).json(body);
}
