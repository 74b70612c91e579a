import { vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-api';

/** One request the screen under test sent, as the API would see it. */
export type ApiCall = { method: string; path: string; query: Record<string, string>; body: unknown };

export const ok = (data: unknown, extra: Record<string, unknown> = {}, message = 'ok') =>
  jsonResponse({ success: true, message, data, ...extra });

/** A page of a paged list: `next` is the cursor of the following page, null at the end. */
export const page = (data: unknown[], next: string | null = null, total?: number) => ok(data, { next, total });

export const refused = (status: number, message: string) => jsonResponse({ success: false, message, data: null }, status);

/**
 * Replaces fetch with a fake API that answers by method and path. Screens fetch several
 * endpoints in an order they are free to change, so answers are routed, not queued. A call the
 * test did not expect gets a 404 naming it, which the screen then shows in the failed test's output.
 * `unrecorded` calls are answered but left out of `calls`.
 */
export function stubApi(answer: (call: ApiCall) => Response | undefined, options: { unrecorded?: (call: ApiCall) => boolean } = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    // Reads a test is not about (the price band asking as the seller types) are answered, not listed.
    if (!options.unrecorded?.(call)) calls.push(call);
    return answer(call) ?? refused(404, `The test did not expect ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
