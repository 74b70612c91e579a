import { expect, test } from '@playwright/test';

// The API as production runs it: inside the Functions runtime (here its emulator), which reads
// and parses a JSON body of up to 32 MB before the app sees it. The body limit must hold there,
// not only in the bare app the integration tests start.

const FUNCTION_URL = 'http://127.0.0.1:5001/demo-machinery-market/us-central1/api/api';
const HOSTING_URL = 'http://127.0.0.1:5000/api';
const oversized = { productId: 'x'.repeat(10), buyerNumber: '01811223344', buyerLocation: 'Bogura', padding: 'x'.repeat(100_000) };

for (const [through, base] of [
  ['the function’s own address', FUNCTION_URL],
  ['the Hosting rewrite', HOSTING_URL],
] as const) {
  test(`a JSON body over 32 kB sent through ${through} is refused with a 413 envelope`, async ({ request }) => {
    const answer = await request.post(`${base}/bookings`, { data: oversized });
    expect(answer.status()).toBe(413);
    expect(await answer.json()).toEqual({ success: false, message: 'The request body is too large.', data: null });
  });

  test(`a small body sent through ${through} reaches the API’s own checks`, async ({ request }) => {
    const answer = await request.post(`${base}/bookings`, { data: { productId: 'abc' } });
    expect(answer.status()).toBe(401);
    expect((await answer.json()).success).toBe(false);
  });
}
