import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMyAccount } from '@/testing/accounts';
import { renderWithProviders, testUser } from '@/testing/render';
import { stubMyAccount } from '../../testing/my-account';
import { refused } from '../../testing/stub-api';
import { AccountPage } from './account-page';

const account = testMyAccount();
const exported = { exportedAt: '2026-05-20T14:10:00.000Z', account, listings: [], bookingsMade: [], bookingsReceived: [], favourites: [], savedSearches: [], notifications: [], auditEntries: [] };

/** The export as the API sends it: the document itself, as an attachment, not the envelope. */
const exportFile = () =>
  new Response(JSON.stringify(exported), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="machinery-market-data-2026-05-20.json"' },
  });

/** What the browser was handed to save: jsdom saves nothing, so the link's click is watched. */
let saved: { name: string; href: string }[] = [];
const files = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  files.clear();
  // jsdom has no object addresses for blobs: these keep each one, to read back what was saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:http://localhost/${files.size + 1}`;
    files.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDataSection(answer: Parameters<typeof stubMyAccount>[1]) {
  const api = stubMyAccount(account, answer);
  renderWithProviders(<AccountPage />, { user: testUser() });
  return { ...api, section: await screen.findByRole('region', { name: 'Your data' }) };
}

describe('Download my data', () => {
  it('fetches the export with the session’s token and saves it under the name the API gives', async () => {
    const { section, fetchMock } = await openDataSection(({ path }) => (path === '/user/me/export' ? exportFile() : undefined));

    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data is downloaded.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('machinery-market-data-2026-05-20.json');
    expect(JSON.parse(await files.get(saved[0]?.href ?? '')!.text())).toEqual(exported);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/user/me/export')) ?? [];
    expect(init?.method).toBe('GET');
    // No link is left behind on the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('shows the API’s refusal when the data was asked for too often, and saves nothing', async () => {
    const { section } = await openDataSection(({ path }) => (path === '/user/me/export' ? refused(429, 'Too many requests. Please wait 40 s and try again.') : undefined));
    const button = within(section).getByRole('button', { name: 'Download my data' });

    await userEvent.click(button);

    expect(await screen.findByText('Too many requests. Please wait 40 s and try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
  });
});
