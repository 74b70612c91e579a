import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { api, ApiError, holdCallsUntil, NETWORK_ERROR_MESSAGE, setSessionRejectedHandler, setTokenGetter, UNEXPECTED_ANSWER_MESSAGE } from './api-client';
import { list, one, page } from './answers';

const categories = list('categorySchema');
const category = { _id: 'c20', categorySize: '20', categoryImage: '' };

afterEach(() => {
  setTokenGetter(null);
  setSessionRejectedHandler(null);
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the envelope of a successful answer', async () => {
    stubFetch(jsonResponse({ success: true, message: 'Categories', data: [category] }));

    await expect(api('/productsCategory', { answer: categories })).resolves.toEqual({ success: true, message: 'Categories', data: [category] });
  });

  it('holds every call while a session is being restored, then sends it with that session’s token', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'Categories', data: [] }));
    let restored = () => {};
    holdCallsUntil(new Promise<void>((resolve) => (restored = resolve)));

    const call = api('/productsCategory', { answer: categories });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();

    setTokenGetter(async () => 'id-token-of-the-restored-session');
    restored();
    await call;
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer id-token-of-the-restored-session');
  });

  it('keeps the cursor of a paged answer', async () => {
    stubFetch(jsonResponse({ success: true, message: 'Products', data: [], next: 'p2', total: 30 }));

    await expect(api('/products/all', { answer: page('productSchema') })).resolves.toMatchObject({ next: 'p2', total: 30 });
  });

  it('keeps how many notifications are unread', async () => {
    stubFetch(jsonResponse({ success: true, message: '2 unread of 5 notifications.', data: [], next: null, total: 5, unread: 2 }));

    await expect(api('/notifications', { answer: page('notificationSchema') })).resolves.toMatchObject({ next: null, total: 5, unread: 2 });
  });

  it('turns a {success:false} answer into an ApiError with its status, message and data', async () => {
    stubFetch(jsonResponse({ success: false, message: 'Only a seller can add a product.', data: { role: 'buyer' } }, 403));

    const error = await failure(api('/products', { method: 'POST', body: {}, answer: one('productSchema') }));
    expect(error).toMatchObject({ status: 403, message: 'Only a seller can add a product.', data: { role: 'buyer' } });
  });

  it('treats {success:false} as a failure even with a 2xx status', async () => {
    stubFetch(jsonResponse({ success: false, message: 'Already booked.', data: null }, 200));

    expect(await failure(api('/bookings', { method: 'POST', body: {}, answer: one('bookingSchema') }))).toMatchObject({ status: 200, message: 'Already booked.' });
  });

  it('turns a network failure into an ApiError with status 0, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(new TypeError('Failed to fetch'));

    const error = await failure(api('/productsCategory', { answer: categories }));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, data: null });
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error: the service could not be reached.');
    expect(log).toHaveBeenCalled();
  });

  it('turns an answer without the envelope into an ApiError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    expect((await failure(api('/productsCategory', { answer: categories }))).status).toBe(502);
  });

  it('sends JSON with the query, the call’s own headers and the bearer token of the signed-in user', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'ok', data: [], next: null }));
    setTokenGetter(async () => 'id-token');

    await api('/mybooking', { method: 'POST', query: { email: 'buyer@example.test', page: undefined }, body: { a: 1 }, headers: { 'Idempotency-Key': 'key-1234' }, answer: page('bookingSchema') });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mybooking?email=buyer%40example.test');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { Authorization: 'Bearer id-token', 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': 'key-1234' },
    });
  });

  it('sends no Authorization header when there is no token', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'ok', data: [] }));
    setTokenGetter(async () => null);

    await api('/productsCategory', { answer: categories });

    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });
});

describe('answers and the contract', () => {
  it('in development and tests, an answer outside the contract’s schema fails as unexpected and says what is wrong', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(jsonResponse({ success: true, message: 'Categories', data: [{ _id: 'c20', categorySize: 20 }] }));

    const error = await failure(api('/productsCategory', { answer: categories }));

    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_ANSWER_MESSAGE });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/GET \/productsCategory answered outside the contract \(list of categorySchema\)[\s\S]*categorySize/));
  });

  it('a page of a paged list must carry its cursor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(jsonResponse({ success: true, message: 'Bookings', data: [] }));

    expect(await failure(api('/mybooking', { answer: page('bookingSchema') }))).toMatchObject({ message: UNEXPECTED_ANSWER_MESSAGE });
  });

  it('an answer with fields beyond its schema passes through as it came: the check only reads', async () => {
    const answer = { success: true, message: 'ok', data: { url: 'https://images.test/a.webp', thumbnail: 'https://images.test/a-small.webp' } };
    stubFetch(jsonResponse(answer));

    await expect(api('/uploads', { method: 'POST', answer: one('uploadedPictureSchema') })).resolves.toEqual(answer);
  });
});

describe('a refused session', () => {
  const refused = (message = 'Your session is not valid or has expired. Please sign in again.') => jsonResponse({ success: false, message, data: null }, 401);

  it('a 401 to a signed-in call tells the auth layer the session is no longer valid, with the API’s reason, and still fails the call', async () => {
    const sessionRejected = vi.fn();
    setSessionRejectedHandler(sessionRejected);
    setTokenGetter(async () => 'revoked-id-token');
    stubFetch(refused('Your account was changed by an admin. Please sign in again.'));

    expect(await failure(api('/mybooking', { query: { email: 'buyer@machinery.test' }, answer: page('bookingSchema') }))).toMatchObject({ status: 401 });
    expect(sessionRejected).toHaveBeenCalledExactlyOnceWith('Your account was changed by an admin. Please sign in again.');
  });

  it('a 401 to a call made without a token only means "sign in": no session ends', async () => {
    const sessionRejected = vi.fn();
    setSessionRejectedHandler(sessionRejected);
    setTokenGetter(async () => null);
    stubFetch(refused('Please sign in: a valid ID token is required.'));

    expect((await failure(api('/products/all', { answer: page('productSchema') }))).status).toBe(401);
    expect(sessionRejected).not.toHaveBeenCalled();
  });

  it('other refusals of a signed-in call (403) leave the session alone', async () => {
    const sessionRejected = vi.fn();
    setSessionRejectedHandler(sessionRejected);
    setTokenGetter(async () => 'id-token');
    stubFetch(jsonResponse({ success: false, message: 'Dear Tanvir only admin delete someone.', data: null }, 403));

    expect((await failure(api('/user/u1', { method: 'DELETE', answer: one('deleteResultSchema') }))).status).toBe(403);
    expect(sessionRejected).not.toHaveBeenCalled();
  });
});
