import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { insightSeries, testSellerInsights, totalsOf } from '@/testing/insights';
import { renderWithProviders, testUser } from '@/testing/render';
import { ok, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { InsightsPage } from './insights-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });

const month = insightSeries(30, { '2026-09-28': { views: 2, favourites: 1 }, '2026-09-29': { views: 5, requests: 1, conversations: 1 }, '2026-09-30': { views: 1, priceChanges: 1 } });
const quarter = insightSeries(90, { '2026-07-15': { views: 40, requests: 3 }, '2026-09-29': { views: 5, requests: 1 } });
const topListings = [
  { productId: 'engine-1', productName: 'Kirloskar TV1 Diesel Engine', picture: '/seed/products/kirloskar-tv1.svg', views: 31 },
  { productId: 'pump-1', productName: 'Honda GX160 Water Pump', picture: '/seed/products/honda-gx160.svg', views: 1 },
];
const monthInsights = testSellerInsights({ series: month, totals: totalsOf(month), listings: 2, topListings });
const quarterInsights = testSellerInsights({ days: 90, series: quarter, totals: totalsOf(quarter), listings: 2, topListings });

function renderInsights(answer: (call: ApiCall) => Response | undefined) {
  const api = stubApi(answer);
  renderWithProviders(<InsightsPage />, { path: '/dashboard/insights', user: seller });
  return api;
}

const bySpan = ({ path, query }: ApiCall) => (path === '/insights/seller' ? ok(query.days === '90' ? quarterInsights : monthInsights) : undefined);

const totals = () => screen.getByRole('region', { name: /^Totals/ });
const labelsOf = (chart: HTMLElement, axis: 'x' | 'y') => [...chart.querySelectorAll(`[data-axis="${axis}"]`)].map((label) => label.textContent);
const tooltipOf = (chart: HTMLElement) => chart.querySelector<HTMLElement>('[data-tooltip]');
const totalOf = (label: string) => within(totals()).getByText(label).nextElementSibling?.textContent;

describe('Insights', () => {
  it('shows the last 30 days’ totals and asks the API for them', async () => {
    const { calls } = renderInsights(bySpan);

    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Totals, last 30 days' })).toBeInTheDocument();
    expect(totalOf('Views')).toBe('8');
    expect(totalOf('Favourites')).toBe('1');
    expect(totalOf('Requests')).toBe('1');
    expect(totalOf('Conversations')).toBe('1');
    expect(totalOf('Price changes')).toBe('1');
    expect(calls.find((call) => call.path === '/insights/seller')?.query).toEqual({ days: '30' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws views and requests per day as one image named by its summary', async () => {
    renderInsights(bySpan);

    const chart = await screen.findByRole('img', { name: /^Views and requests per day/ });
    expect(chart).toHaveAccessibleName('Views and requests per day over the last 30 days: 8 views in all, the most on Sep 29, 2026: 5; 1 request in all, the most on Sep 29, 2026: 1.');
    // One line each, named in the legend under the chart in the same order.
    expect([...chart.querySelectorAll('[data-series]')].map((line) => line.getAttribute('data-series'))).toEqual(['views', 'requests']);
    const figure = screen.getByRole('region', { name: 'Views and requests per day' });
    expect(within(within(figure).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Views', 'Requests']);
  });

  it('labels every fifth of 30 days under the chart, and whole counts up to the busiest day’s up its side', async () => {
    renderInsights(bySpan);

    const chart = await screen.findByRole('img', { name: /^Views and requests per day/ });
    expect(labelsOf(chart, 'x')).toEqual(['Sep 1', 'Sep 6', 'Sep 11', 'Sep 16', 'Sep 21', 'Sep 26']);
    expect(labelsOf(chart, 'y')).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('pointing at a day shows that day’s figures beside it, and leaving the chart hides them', async () => {
    renderInsights(bySpan);

    const chart = await screen.findByRole('img', { name: /^Views and requests per day/ });
    expect(tooltipOf(chart)).toBeNull();
    const busiest = chart.querySelector('[data-at="2026-09-29"]')!;
    await userEvent.hover(busiest);

    const tooltip = tooltipOf(chart)!;
    expect(tooltip).toHaveTextContent('Sep 29, 2026');
    expect([...tooltip.children].slice(1).map((row) => row.textContent)).toEqual(['Views5', 'Requests1']);
    // The figures are in the summary and the table: the tooltip is no more to assistive technology.
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');

    await userEvent.hover(chart.querySelector('[data-at="2026-09-28"]')!);
    expect([...tooltipOf(chart)!.children].map((row) => row.textContent)).toEqual(['Sep 28, 2026', 'Views2', 'Requests0']);

    await userEvent.unhover(chart.querySelector('[data-at="2026-09-28"]')!);
    expect(tooltipOf(chart)).toBeNull();
  });

  it('gives the chart’s figures as a table behind “Show as a table”', async () => {
    renderInsights(bySpan);

    const show = await screen.findByRole('button', { name: 'Show as a table' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(show);

    const table = screen.getByRole('table', { name: 'Views and requests per day' });
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Views', 'Requests']);
    // A header row and one row a day.
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const busiest = within(table).getByRole('rowheader', { name: 'Sep 29, 2026' }).closest('tr') as HTMLElement;
    expect(within(busiest).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '1']);
  });

  it('the 90-day switch asks for days=90 and shows that span', async () => {
    const { calls } = renderInsights(bySpan);
    await screen.findByRole('heading', { level: 2, name: 'Totals, last 30 days' });

    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Totals, last 90 days' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/insights/seller').map((call) => call.query)).toEqual([{ days: '30' }, { days: '90' }]);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(totalOf('Views')).toBe('45');
    // Still six days labelled at most, every fifteenth; the busiest day's 40 views set the top.
    const chart = screen.getByRole('img', { name: /^Views and requests per day over the last 90 days/ });
    expect(labelsOf(chart, 'x')).toEqual(['Jul 3', 'Jul 18', 'Aug 2', 'Aug 17', 'Sep 1', 'Sep 16']);
    expect(labelsOf(chart, 'y')).toEqual(['0', '10', '20', '30', '40']);
  });

  it('lists the most viewed listings, each leading to its insights', async () => {
    renderInsights(bySpan);

    const section = await screen.findByRole('region', { name: 'Most viewed listings' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kirloskar TV1 Diesel Engine31 views since it was listed', 'Honda GX160 Water Pump1 view since it was listed']);
    expect(within(section).getByRole('link', { name: 'Kirloskar TV1 Diesel Engine' })).toHaveAttribute('href', '/dashboard/insights/engine-1');
  });

  it('with nothing counted yet, says insights grow as people look', async () => {
    renderInsights(({ path }) => (path === '/insights/seller' ? ok(testSellerInsights()) : undefined));

    expect(await screen.findByText('No views yet: insights grow as people look at your machines.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Totals/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as a table' })).not.toBeInTheDocument();
    // The other span may hold something: the switch stays.
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toBeEnabled();
  });

  it('while loading says so, and a failure says why and offers to try again', async () => {
    // The API client reports a server fault in the console; here it is the case under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    renderInsights(({ path }) => (path === '/insights/seller' ? (failing ? refused(503, 'The service is busy. Please try again.') : ok(monthInsights)) : undefined));

    expect(screen.getByRole('status')).toHaveTextContent('Loading your insights…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your insights.');
    expect(alert).toHaveTextContent('The service is busy. Please try again.');

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(totalOf('Views')).toBe('8'));
  });
});
