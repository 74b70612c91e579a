import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { marketplaceInsightsOf, marketSeries, testMarketplaceInsights } from '@/testing/insights';
import { renderWithProviders, testUser } from '@/testing/render';
import { ok, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { MarketplacePage } from './marketplace-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const admin = testUser({ uid: 'uid-admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

const lastDays = {
  '2026-09-28': { listingsAdded: 2, activeBuyers: 4, activeSellers: 2 },
  '2026-09-29': { listingsAdded: 1, dealsAccepted: 1, activeBuyers: 9, activeSellers: 3 },
  '2026-09-30': { listingsAdded: 3, dealsAccepted: 2, activeBuyers: 5, activeSellers: 1 },
};
const month = marketplaceInsightsOf(marketSeries(30, lastDays));
const quarter = marketplaceInsightsOf(marketSeries(90, { ...lastDays, '2026-07-15': { listingsAdded: 40, dealsAccepted: 7, activeBuyers: 30, activeSellers: 12 } }));

function renderMarketplace(answer: (call: ApiCall) => Response | undefined) {
  const api = stubApi(answer);
  renderWithProviders(<MarketplacePage />, { path: '/dashboard/marketplace', user: admin });
  return api;
}

const bySpan = ({ path, query }: ApiCall) => (path === '/insights/marketplace' ? ok(query.days === '90' ? quarter : month) : undefined);

const totals = () => screen.getByRole('region', { name: /^Totals/ });
const totalOf = (label: string) => within(totals()).getByText(label).nextElementSibling?.textContent;

describe('Marketplace', () => {
  it('shows the last 30 days’ totals, buyers and sellers as a day’s average', async () => {
    const { calls } = renderMarketplace(bySpan);

    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Totals, last 30 days' })).toBeInTheDocument();
    expect(totalOf('Listings added')).toBe('6');
    expect(totalOf('Deals accepted')).toBe('3');
    expect(totalOf('Active buyers a day on average')).toBe('0.6');
    expect(totalOf('Active sellers a day on average')).toBe('0.2');
    expect(calls.find((call) => call.path === '/insights/marketplace')?.query).toEqual({ days: '30' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws each chart as one image named by its one-sentence summary', async () => {
    renderMarketplace(bySpan);

    const trade = await screen.findByRole('img', { name: /^Listings added and deals accepted per day/ });
    expect(trade).toHaveAccessibleName(
      'Listings added and deals accepted per day over the last 30 days: 6 listings added in all, the most on Sep 30, 2026: 3; 3 deals accepted in all, the most on Sep 30, 2026: 2.',
    );
    const people = await screen.findByRole('img', { name: /^Active buyers and active sellers per day/ });
    // People act on many days: they are told as a day's average, never summed.
    expect(people).toHaveAccessibleName(
      'Active buyers and active sellers per day over the last 30 days: 0.6 active buyers a day on average, the most on Sep 29, 2026: 9; 0.2 active sellers a day on average, the most on Sep 29, 2026: 3.',
    );
    expect([...trade.querySelectorAll('[data-series]')].map((line) => line.getAttribute('data-series'))).toEqual(['listingsAdded', 'dealsAccepted']);
    expect([...people.querySelectorAll('[data-series]')].map((line) => line.getAttribute('data-series'))).toEqual(['activeBuyers', 'activeSellers']);
  });

  it('gives each chart’s figures as a table behind “Show as a table”', async () => {
    renderMarketplace(bySpan);
    await screen.findByRole('heading', { level: 2, name: 'Totals, last 30 days' });

    const [showTrade, showPeople] = screen.getAllByRole('button', { name: 'Show as a table' });
    await userEvent.click(showTrade!);
    await userEvent.click(showPeople!);

    const trade = screen.getByRole('table', { name: 'Listings added and deals accepted per day' });
    expect(within(trade).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Listings added', 'Deals accepted']);
    // A header row and one row a day.
    expect(within(trade).getAllByRole('row')).toHaveLength(31);
    const lastDay = within(trade).getByRole('rowheader', { name: 'Sep 30, 2026' }).closest('tr') as HTMLElement;
    expect(within(lastDay).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '2']);

    const people = screen.getByRole('table', { name: 'Active buyers and active sellers per day' });
    expect(within(people).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Active buyers', 'Active sellers']);
    const busiest = within(people).getByRole('rowheader', { name: 'Sep 29, 2026' }).closest('tr') as HTMLElement;
    expect(within(busiest).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', '3']);
  });

  it('the 90-day switch asks for days=90 and shows that span', async () => {
    const { calls } = renderMarketplace(bySpan);
    await screen.findByRole('heading', { level: 2, name: 'Totals, last 30 days' });

    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Totals, last 90 days' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/insights/marketplace').map((call) => call.query)).toEqual([{ days: '30' }, { days: '90' }]);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(totalOf('Listings added')).toBe('46');
    expect(totalOf('Active buyers a day on average')).toBe('0.5');
  });

  it('when nothing happened, says so and keeps the switch', async () => {
    renderMarketplace(({ path }) => (path === '/insights/marketplace' ? ok(testMarketplaceInsights()) : undefined));

    expect(await screen.findByText('Nothing happened on the marketplace in these days yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Totals/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as a table' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toBeEnabled();
  });

  it('one active buyer over 90 days is something, though its average rounds to 0', async () => {
    const quiet = marketplaceInsightsOf(marketSeries(90, { '2026-09-01': { activeBuyers: 1 } }));
    expect(quiet.averageActiveBuyers).toBe(0);
    renderMarketplace(({ path }) => (path === '/insights/marketplace' ? ok(quiet) : undefined));

    expect(await screen.findByRole('heading', { level: 2, name: 'Totals, last 90 days' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing happened on the marketplace in these days yet.')).not.toBeInTheDocument();
  });

  it('while loading says so, and a failure says why and offers to try again', async () => {
    // The API client reports a server fault in the console; here it is the case under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    renderMarketplace(({ path }) => (path === '/insights/marketplace' ? (failing ? refused(503, 'The service is busy. Please try again.') : ok(month)) : undefined));

    expect(screen.getByRole('status')).toHaveTextContent('Loading the marketplace overview…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the marketplace overview.');
    expect(alert).toHaveTextContent('The service is busy. Please try again.');

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(totalOf('Listings added')).toBe('6'));
  });
});
