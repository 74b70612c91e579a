import { vi } from 'vitest';

/** A JSON answer as the API's Hosting rewrite would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The question every machine card's heart asks (GET /favourites/saved): which of these are saved. */
const heartsQuestion = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost').pathname === '/api/favourites/saved';

/**
 * Replaces the global fetch for one test. Component tests have no API running behind them,
 * so the network is faked at its edge and everything above it (client, SWR, screens) is real.
 * `answers` are given in turn to the screen's calls. The hearts of its machine cards are told
 * that none is saved, apart from the queue and the mock's record: a test about the hearts
 * routes their question itself (see the favourites feature's tests).
 */
export function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce(answer);
  }
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    heartsQuestion(input) ? Promise.resolve(jsonResponse({ success: true, message: 'ok', data: { productIds: [] } })) : fetchMock(input, init),
  );
  return fetchMock;
}
