import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insightSeries, testListingInsights, totalsOf } from '@/testing/insights';
import { renderRoutes, testUser } from '@/testing/render';
import { ok, refused, stubApi } from '../../testing/stub-api';
import { priceEnd, priceSteps } from '../price-steps';
import { ListingInsightsPage } from './listing-insights-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });

const series = insightSeries(30, { '2026-09-20': { views: 4, favourites: 1 }, '2026-09-21': { views: 2, requests: 1, conversations: 1, priceChanges: 1 } });
const prices = [
  { price: 1250, at: '2026-08-04T03:20:00.000Z' },
  { price: 1100, at: '2026-09-10T09:00:00.000Z' },
  { price: 990, at: '2026-09-21T09:00:00.000Z' },
];
const listing = testListingInsights({ series, totals: totalsOf(series), priceHistory: prices });

function renderListingInsights(answer: Response) {
  const api = stubApi(({ path }) => (path === '/insights/listings/engine-1' ? answer : undefined));
  renderRoutes([{ path: '/dashboard/insights/:id', element: <ListingInsightsPage /> }], { path: '/dashboard/insights/engine-1', user: seller });
  return api;
}

/** The corners of an SVG path of straight segments ("M0,1L2,1L2,3"), as [x, y] pairs. */
const cornersOf = (path: string) => [...path.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
const labelsOf = (chart: HTMLElement, axis: 'x' | 'y') => [...chart.querySelectorAll(`[data-axis="${axis}"]`)].map((label) => label.textContent);
const tooltipOf = (chart: HTMLElement) => chart.querySelector<HTMLElement>('[data-tooltip]');
const PRICES = 'Asked $1,250 from Aug 4, 2026; 2 price changes, $990 since Sep 21, 2026.';

describe('a listing’s insights', () => {
  it('names the listing, how long it has been on the market, its totals and its page', async () => {
    const { calls } = renderListingInsights(ok(listing));

    expect(await screen.findByRole('heading', { level: 1, name: 'Insights: Kirloskar TV1 Diesel Engine' })).toBeInTheDocument();
    expect(screen.getByText('On the market for 57 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the listing’s page: Kirloskar TV1 Diesel Engine' })).toHaveAttribute('href', '/product/engine-1');
    expect(screen.getByRole('link', { name: '← All insights' })).toHaveAttribute('href', '/dashboard/insights');
    const totals = screen.getByRole('region', { name: 'Totals, last 30 days' });
    expect(within(totals).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['6', '1', '1', '1', '1']);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/insights/listings/engine-1', query: { days: '30' } });
  });

  it('draws its daily metrics as lines, one image named by its summary', async () => {
    renderListingInsights(ok(listing));

    const chart = await screen.findByRole('img', { name: /^Views, favourites, requests and conversations per day/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('6 views in all, the most on Sep 20, 2026: 4'));
    expect([...chart.querySelectorAll('[data-series]')].map((line) => line.getAttribute('data-series'))).toEqual(['views', 'favourites', 'requests', 'conversations']);
    const figure = screen.getByRole('region', { name: 'Views, favourites, requests and conversations per day' });
    expect(within(within(figure).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Views', 'Favourites', 'Requests', 'Conversations']);
  });

  it('the price chart draws each price until the next one is set, the last until now', async () => {
    renderListingInsights(ok(listing));

    const chart = await screen.findByRole('img', { name: PRICES });
    const lines = chart.querySelectorAll('[data-series]');
    expect(lines).toHaveLength(1);
    const corners = cornersOf(lines[0]!.getAttribute('d') ?? '');
    // Three prices and today's end: a level for each price, a drop between two, never a slope.
    expect(corners).toHaveLength(7);
    for (let corner = 1; corner < corners.length; corner += 1) {
      const [[x0, y0], [x1, y1]] = [corners[corner - 1]!, corners[corner]!];
      expect(x0 === x1 || y0 === y1).toBe(true);
    }
    // Level first, then down: each price holds until the next is set.
    expect(corners[1]![1]).toBe(corners[0]![1]);
    expect(corners[2]![0]).toBe(corners[1]![0]);
    // Lower prices sit lower (the plot's y grows downwards).
    const levels = [...new Set(corners.map(([, y]) => y))];
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    // A dot where each price was set, and one where the line ends.
    expect(chart.querySelectorAll('[data-dot]')).toHaveLength(4);
  });

  it('the price chart spaces its days by time and labels them, its prices in round dollars up its side', async () => {
    // Sold on Sep 30, 57 days after it was listed: the line ends that day.
    renderListingInsights(ok({ ...listing, sold: true, daysOnMarket: 57 }));

    const chart = await screen.findByRole('img', { name: PRICES });
    // The days prices were set; Sep 30 is too close to Sep 21 for both labels on a phone, and the day a price was set keeps its own.
    expect(labelsOf(chart, 'x')).toEqual(['Aug 4', 'Sep 10', 'Sep 21']);
    expect(labelsOf(chart, 'y')).toEqual(['$900', '$1,000', '$1,100', '$1,200', '$1,300']);
    // Five weeks between the first two prices, eleven days to the third: the first step is the longer.
    const [first, second, third] = cornersOf(chart.querySelector('[data-series]')!.getAttribute('d') ?? '').filter((_, index) => index % 2 === 0);
    expect(second![0] - first![0]).toBeGreaterThan(third![0] - second![0]);
  });

  it('pointing at a price shows its day and the price, and leaving the chart hides them', async () => {
    renderListingInsights(ok(listing));

    const chart = await screen.findByRole('img', { name: PRICES });
    await userEvent.hover(chart.querySelector('[data-at="2026-09-10T09:00:00.000Z"]')!);
    expect([...tooltipOf(chart)!.children].map((row) => row.textContent)).toEqual(['Sep 10, 2026', 'Asking price$1,100']);

    await userEvent.unhover(chart.querySelector('[data-at="2026-09-10T09:00:00.000Z"]')!);
    expect(tooltipOf(chart)).toBeNull();
  });

  it('the step chart’s points: each price when it was set, and the last again at the end', () => {
    const now = Date.parse('2026-09-30T12:00:00.000Z');
    expect(priceSteps(prices, now)).toEqual([
      { time: Date.parse('2026-08-04T03:20:00.000Z'), price: 1250 },
      { time: Date.parse('2026-09-10T09:00:00.000Z'), price: 1100 },
      { time: Date.parse('2026-09-21T09:00:00.000Z'), price: 990 },
      { time: now, price: 990 },
    ]);
    expect(priceSteps([], now)).toEqual([]);
    // A sold listing's last price ends the day it sold.
    expect(priceEnd({ priceHistory: prices, daysOnMarket: 57, sold: false }, now)).toBe(now);
    expect(priceEnd({ priceHistory: prices, daysOnMarket: 12, sold: true }, now)).toBe(Date.parse('2026-08-16T03:20:00.000Z'));
  });

  it('gives every price and its day as a table behind “Show as a table”', async () => {
    renderListingInsights(ok(listing));

    const prices = await screen.findByRole('region', { name: 'Price history' });
    await userEvent.click(within(prices).getByRole('button', { name: 'Show as a table' }));

    const table = within(prices).getByRole('table', { name: 'Price history' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['Set onAsking price', 'Aug 4, 2026$1,250', 'Sep 10, 2026$1,100', 'Sep 21, 2026$990']);
    // The daily chart's table stays closed until asked.
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('a sold listing says how long it was on the market', async () => {
    renderListingInsights(ok({ ...listing, sold: true, daysOnMarket: 12, priceHistory: [prices[0]!] }));

    expect(await screen.findByText('Sold after 12 days on the market')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'Asked $1,250 from Aug 4, 2026, unchanged since.' });
    // One price, held from its day to the day it sold, with room above and below it.
    expect(cornersOf(chart.querySelector('[data-series]')!.getAttribute('d') ?? '')).toHaveLength(3);
    expect(labelsOf(chart, 'x')).toEqual(['Aug 4', 'Aug 16']);
    expect(labelsOf(chart, 'y')).toEqual(['$1,100', '$1,200', '$1,300', '$1,400']);
  });

  it('someone else’s listing is refused in words', async () => {
    renderListingInsights(refused(403, 'Only its seller or an admin may see a listing’s insights.'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only the seller of this listing, or an admin, can see its insights.');
  });
});
