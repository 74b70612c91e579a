import type { Report } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoment } from '@/lib/format';
import { renderWithProviders, testUser } from '@/testing/render';
import { reasonCounts, testReport } from '@/testing/reports';
import { takeConfirmedStep } from '../../testing/confirm-step';
import { ok, page, refused, stubApi } from '../../testing/stub-api';
import { ReportsPage } from './reports-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const admin = testUser({ uid: 'uid-admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

const listingReport = testReport({
  reporterCount: 3,
  reasons: reasonCounts({ misleading: 2, spam: 1 }),
  firstReportedAt: '2026-08-30T08:00:00.000Z',
  lastReportedAt: '2026-09-01T10:00:00.000Z',
});
const messageReport = testReport({
  _id: 'report-2',
  kind: 'message',
  target: {
    id: 'msg7',
    label: 'Pay me first by wire <b>now</b>',
    productId: 'p2',
    productName: 'Lister Petter TS2',
    picture: '/seed/products/lister-ts2.svg',
    ownerName: 'Selim Seller',
    text: 'Pay me first by wire <b>now</b>\nor lose it.',
  },
  reasons: reasonCounts({ spam: 1 }),
  notes: [],
});
const decided = (report: Report, status: 'dismissed' | 'upheld'): Report => ({
  ...report,
  status,
  decision: { status, action: status === 'upheld' ? (report.kind === 'listing' ? 'remove-listing' : 'remove-message') : null, byName: 'Nadia Karim', at: '2026-09-02T09:00:00.000Z' },
});

/** The API keeps the reports: a decision moves one from the open ones to the decided ones. */
function stubReports(reports: Report[], { decide }: { decide?: () => Response } = {}) {
  let kept = [...reports];
  return stubApi(({ method, path, query, body }) => {
    if (method === 'GET' && path === '/reports') return page(kept.filter((report) => report.status === (query.status ?? 'open')));
    const id = path.replace('/reports/', '');
    const report = kept.find((each) => each._id === id);
    if (method === 'PUT' && report) {
      if (decide) return decide();
      const answer = decided(report, (body as { status: 'dismissed' | 'upheld' }).status);
      kept = kept.map((each) => (each._id === id ? answer : each));
      return ok(answer, {}, 'Report decided.');
    }
    return undefined;
  });
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('Reports', () => {
  it('lists the open reports: what was reported, by how many and why, the notes and the dates', async () => {
    const { calls } = stubReports([listingReport, messageReport]);
    renderWithProviders(<ReportsPage />, { user: admin });

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: 'Open reports' });
    expect(within(list).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Kirloskar TV1',
      'Pay me first by wire <b>now</b>',
    ]);

    const listing = within(cardOf('Kirloskar TV1'));
    expect(listing.getByText('Listing')).toBeInTheDocument();
    expect(listing.getByText('3 reporters')).toBeInTheDocument();
    expect(listing.getByText('Seller: Rahim Uddin')).toBeInTheDocument();
    expect(listing.getByRole('link', { name: 'Kirloskar TV1' })).toHaveAttribute('href', '/product/p1');
    expect(listing.getByText('Misleading or wrong details: 2')).toBeInTheDocument();
    expect(listing.getByText('Spam or a scam: 1')).toBeInTheDocument();
    expect(listing.getByText('“The photos show another engine.”')).toBeInTheDocument();
    expect(listing.getByText(formatMoment('2026-08-30T08:00:00.000Z'))).toHaveAttribute('dateTime', '2026-08-30T08:00:00.000Z');
    expect(listing.getByText(formatMoment('2026-09-01T10:00:00.000Z'))).toHaveAttribute('dateTime', '2026-09-01T10:00:00.000Z');
    expect(listing.getByRole('button', { name: 'Dismiss the report of Kirloskar TV1' })).toBeInTheDocument();
    expect(listing.getByRole('button', { name: 'Remove listing: Kirloskar TV1' })).toBeInTheDocument();

    // A message's words are text: its markup is shown, never made into elements.
    const message = within(cardOf('Pay me first by wire <b>now</b>'));
    expect(message.getByText('1 reporter')).toBeInTheDocument();
    expect(message.getByText('Written by: Selim Seller')).toBeInTheDocument();
    expect(message.getByRole('blockquote', { name: 'The message' }).textContent).toBe('Pay me first by wire <b>now</b>\nor lose it.');
    expect(message.getByRole('link', { name: 'Lister Petter TS2' })).toHaveAttribute('href', '/product/p2');
    expect(message.getByRole('button', { name: 'Remove message: Pay me first by wire <b>now</b>' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/reports', query: { status: 'open' } });
  });

  it('removing a listing asks first, sends the upholding decision, and the report leaves the open ones', async () => {
    const { calls } = stubReports([listingReport, messageReport]);
    renderWithProviders(<ReportsPage />, { user: admin });
    await screen.findByRole('list', { name: 'Open reports' });

    await takeConfirmedStep(calls, {
      button: 'Remove listing: Kirloskar TV1',
      dialog: 'Remove the listing Kirloskar TV1?',
      says: 'The listing leaves the marketplace for good',
      confirm: 'Remove listing',
      method: 'PUT',
    });

    expect(await screen.findByText('Listing removed: the report is upheld.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ path: '/reports/report-1', body: { status: 'upheld', action: 'remove-listing' } })]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kirloskar TV1' })).not.toBeInTheDocument());
    expect(cardOf('Pay me first by wire <b>now</b>')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Open reports' })).toHaveFocus());

    // The upheld ones show the decision: who, when, what.
    await userEvent.click(screen.getByRole('button', { name: 'Upheld' }));
    const upheld = within(await screen.findByRole('article', { name: 'Kirloskar TV1' }));
    expect(upheld.getByText(/^Upheld by/).textContent).toBe(`Upheld by Nadia Karim on ${formatMoment('2026-09-02T09:00:00.000Z')}: removed the listing.`);
    expect(upheld.queryByRole('button')).not.toBeInTheDocument();
  });

  it('dismissing a message’s report sends the dismissal alone', async () => {
    const { calls } = stubReports([messageReport]);
    renderWithProviders(<ReportsPage />, { user: admin });
    await screen.findByRole('list', { name: 'Open reports' });

    await takeConfirmedStep(calls, {
      button: 'Dismiss the report of Pay me first by wire <b>now</b>',
      dialog: 'Dismiss the report of a message by Selim Seller?',
      says: 'The message stays as it is.',
      confirm: 'Dismiss',
      method: 'PUT',
    });

    expect(await screen.findByText('Report dismissed: the message stays.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/reports/report-2', body: { status: 'dismissed' } });
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(screen.getByText('Nothing needs a decision.')).toBeInTheDocument();
  });

  it('a report decided meanwhile says so in the API’s words', async () => {
    const { calls } = stubReports([listingReport], { decide: () => refused(409, 'This report was decided already.') });
    renderWithProviders(<ReportsPage />, { user: admin });
    await screen.findByRole('list', { name: 'Open reports' });

    await takeConfirmedStep(calls, { button: 'Dismiss the report of Kirloskar TV1', dialog: 'Dismiss the report of Kirloskar TV1?', says: 'The listing stays as it is.', confirm: 'Dismiss', method: 'PUT' });

    expect(await screen.findByText('This report was decided already.')).toBeInTheDocument();
  });

  it('says when nothing is open, and loads more with "Load more"', async () => {
    stubReports([]);
    const { unmount } = renderWithProviders(<ReportsPage />, { user: admin });
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(screen.getByText('Nothing needs a decision.')).toBeInTheDocument();
    unmount();

    const { calls } = stubApi(({ path, query }) => (path === '/reports' ? (query.cursor === 'older' ? page([messageReport]) : page([listingReport], 'older')) : undefined));
    renderWithProviders(<ReportsPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Pay me first by wire <b>now</b>' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/reports', query: { status: 'open', cursor: 'older' } });
  });

  it('shows why the reports could not be loaded', async () => {
    stubApi(({ path }) => (path === '/reports' ? refused(403, 'Only admins may read the reports.') : undefined));
    renderWithProviders(<ReportsPage />, { user: admin });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reports.Only admins may read the reports.');
  });
});
