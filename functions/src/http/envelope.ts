import type { Response } from 'express';

/** What a route handler answers; the wrapper turns it into the `{ success, message, data }` envelope. */
export type Reply<T> = { status?: number; message: string; data: T; next?: string | null };

export function sendEnvelope(res: Response, status: number, message: string, data: unknown, next?: string | null) {
  const body: Record<string, unknown> = { success: status < 400, message, data };
  if (next !== undefined) body.next = next;
  res.status(status).json(body);
}
