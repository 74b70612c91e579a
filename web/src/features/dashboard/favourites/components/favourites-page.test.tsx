import type { Favourite } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testFavourite as favourite } from '@/testing/favourites';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { paletteOf } from '@/testing/palette';
import { ok, page, refused, stubApi } from '../../testing/stub-api';
import { FavouritesPage } from './favourites-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const rowOf = (productName: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(productName)) as HTMLElement;
const cellsOf = (productName: string) => within(rowOf(productName)).getAllByRole('cell').map((cell) => cell.textContent);

const dropped = favourite({ _id: 'f1', productId: 'p1', productName: 'Kirloskar TV1', savedPrice: 1250, resalePrice: 990, priceDropped: true });
const sold = favourite({ _id: 'f2', productId: 'p2', productName: '5.5HP OHV Petrol Engine (GX160)', sold: true });
const withdrawn = favourite({ _id: 'f3', productId: 'p3', productName: 'Lister Petter TS1', withdrawn: true });
const dearer = favourite({ _id: 'f4', productId: 'p4', productName: 'Yanmar L100', savedPrice: 400, resalePrice: 450 });

/** The API keeps the user's favourites: a removal takes one out, and the tab reads them back. */
function stubFavourites(list: Favourite[]) {
  const kept = new Map(list.map((f) => [f.productId, f]));
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/favourites') return page([...kept.values()]);
    const id = path.match(/^\/favourites\/([^/]+)$/)?.[1];
    if (method !== 'DELETE' || !id) return undefined;
    kept.delete(id);
    return ok({ acknowledged: true, message: 'Removed from your favourites.' }, {}, 'Removed from your favourites.');
  });
}

describe('Favourites', () => {
  it('lists each machine with its price now, a drop as old → new, and where it stands', async () => {
    stubFavourites([dropped, sold, withdrawn, dearer, favourite()]);
    renderWithProviders(<FavouritesPage />, { user: buyer });

    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your favourites' });
    expect(columnHeaders(table)).toEqual(['No', 'Machine', 'Price', 'Status', 'Remove']);
    // The first rows come with the answer, the others a moment later.
    await within(table).findByText('4HP Water Cooled Diesel Engine (R170A)');

    expect(cellsOf('Kirloskar TV1')).toEqual(['1', 'Kirloskar TV1Size 20 (Small) · Chapai-Nawabganj', 'Price dropped$1,250 → $990', 'On sale', 'Remove']);
    expect(within(rowOf('Kirloskar TV1')).getByText('$1,250').tagName).toBe('DEL');
    expect(within(rowOf('Kirloskar TV1')).getByRole('link', { name: 'Kirloskar TV1' })).toHaveAttribute('href', '/product/p1');
    expect(cellsOf('5.5HP OHV Petrol Engine (GX160)')[3]).toBe('Sold');
    expect(cellsOf('Yanmar L100')[2]).toBe('$450Saved at $400');
    expect(cellsOf('4HP Water Cooled Diesel Engine (R170A)').slice(2, 4)).toEqual(['$185', 'On sale']);
  });

  it('a withdrawn machine keeps its name, without a link, and says it was taken off the marketplace', async () => {
    stubFavourites([withdrawn]);
    renderWithProviders(<FavouritesPage />, { user: buyer });

    await screen.findByText('Lister Petter TS1');
    expect(cellsOf('Lister Petter TS1')[3]).toBe('WithdrawnTaken off the marketplace');
    expect(within(rowOf('Lister Petter TS1')).queryByRole('link')).not.toBeInTheDocument();
    // Its own colour, as a withdrawn booking's, beside the word.
    expect(paletteOf(screen.getByText('Withdrawn'))).toBe('orange');
  });

  it('Remove takes a machine out, says so with the machine’s name and reloads the list; focus waits on the table', async () => {
    const { calls } = stubFavourites([dropped, sold]);
    renderWithProviders(<FavouritesPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Kirloskar TV1 from favourites' }));

    // The toast names the machine: its row is gone by the time the toast is read.
    expect(await screen.findByText('Kirloskar TV1 is no longer in your favourites.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Kirloskar TV1')).not.toBeInTheDocument());
    expect(screen.getByText('5.5HP OHV Petrol Engine (GX160)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your favourites' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/favourites/p1']);
  });

  it('a refused removal keeps the machine and shows the API’s reason', async () => {
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/favourites') return page([dropped]);
      if (method === 'DELETE') return refused(404, 'This machine is not in your favourites.');
      return undefined;
    });
    renderWithProviders(<FavouritesPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Kirloskar TV1 from favourites' }));

    expect(await screen.findByText('This machine is not in your favourites.')).toBeInTheDocument();
    expect(screen.getByText('Kirloskar TV1')).toBeInTheDocument();
  });

  it('loads the next page with "Load more" while the API has one', async () => {
    const { calls } = stubApi(({ path, query }) => {
      if (path !== '/favourites') return undefined;
      return query.cursor === 'after-2' ? page([dearer]) : page([dropped, sold], 'after-2');
    });
    renderWithProviders(<FavouritesPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Yanmar L100')).toBeInTheDocument();
    expect(cellsOf('Yanmar L100')[0]).toBe('3');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/favourites', query: { cursor: 'after-2' } });
  });

  it('says how to add one when there are none', async () => {
    stubFavourites([]);
    renderWithProviders(<FavouritesPage />, { user: buyer });

    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByText(/Press the heart on a machine’s card/)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and Try again loads it', async () => {
    let failing = true;
    stubApi(({ path }) => (path === '/favourites' ? (failing ? refused(503, 'The service is busy.') : page([dropped])) : undefined));
    renderWithProviders(<FavouritesPage />, { user: buyer });

    await screen.findByRole('alert');
    failing = false;
    await tryAgainAfterLoadFailed('your favourites', 'The service is busy.');

    expect(await screen.findByText('Kirloskar TV1')).toBeInTheDocument();
  });
});
