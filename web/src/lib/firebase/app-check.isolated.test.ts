import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { api } from '../api-client';
import { list } from '../answers';

// reCAPTCHA Enterprise cannot run offline, so App Check's token source is replaced; the site key
// is set as a site with App Check on would have it.
vi.mock('@/config/env', async (original) => {
  const { env } = await original<typeof import('@/config/env')>();
  return { env: { ...env, recaptchaSiteKey: 'site-key-for-tests' } };
});
vi.mock('./app-check', () => ({ appCheckHeaders: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'app-check-token' })) }));

describe('App Check, when the site has its key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an App Check token with every API call', async () => {
    const fetch = stubFetch(jsonResponse({ success: true, message: 'Categories', data: [] }));
    await api('/productsCategory', { answer: list('categorySchema') });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('X-Firebase-AppCheck')).toBe('app-check-token');
  });
});
