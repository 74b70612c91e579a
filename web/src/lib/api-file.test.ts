import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { ApiError, setSessionRejectedHandler, setTokenGetter } from './api-client';
import { apiFile, attachmentName } from './api-file';

afterEach(() => {
  setTokenGetter(null);
  setSessionRejectedHandler(null);
});

describe('a file from the API', () => {
  it('reads the name a Content-Disposition gives, in either of its spellings', () => {
    expect(attachmentName('attachment; filename="machinery-market-data-2026-05-20.json"')).toBe('machinery-market-data-2026-05-20.json');
    expect(attachmentName('attachment; filename=data.json')).toBe('data.json');
    expect(attachmentName("attachment; filename=\"plain.json\"; filename*=UTF-8''caf%C3%A9.json")).toBe('café.json');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });

  it('sends the session’s token and answers the body and its name', async () => {
    const fetchMock = stubFetch(new Response('{"exportedAt":"2026-05-20"}', { headers: { 'Content-Disposition': 'attachment; filename="data.json"' } }));
    setTokenGetter(async () => 'id-token-1');

    const file = await apiFile('/user/me/export');

    expect(file.fileName).toBe('data.json');
    expect(await file.blob.text()).toBe('{"exportedAt":"2026-05-20"}');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer id-token-1');
  });

  it('turns a refusal, sent as the envelope, into an ApiError with its message, and a refused session is reported', async () => {
    stubFetch(jsonResponse({ success: false, message: 'Too many requests. Please wait 40 s and try again.', data: null }, 429));

    const refusal = await apiFile('/user/me/export').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, message: 'Too many requests. Please wait 40 s and try again.' });

    const rejected: (string | undefined)[] = [];
    setTokenGetter(async () => 'revoked-token');
    setSessionRejectedHandler((reason) => rejected.push(reason));
    stubFetch(jsonResponse({ success: false, message: 'Your session has ended.', data: null }, 401));
    await expect(apiFile('/user/me/export')).rejects.toMatchObject({ status: 401 });
    expect(rejected).toEqual(['Your session has ended.']);
  });
});
