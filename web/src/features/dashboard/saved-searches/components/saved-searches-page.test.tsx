import type { SavedSearch } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { ok, refused, stubApi } from '../../testing/stub-api';
import { SavedSearchesPage } from './saved-searches-page';

// The API is not running in a component test: fetch is answered by path, from the searches the test keeps.

const buyer = testUser();

function savedSearch(overrides: Partial<SavedSearch>): SavedSearch {
  return { _id: 'search-1', name: 'Cheap diesels', query: { fuel: 'diesel', maxPrice: 900, sort: 'price-asc' }, size: null, createdAt: new Date().toISOString(), ...overrides };
}

/** The user's saved searches as the API keeps them: deleting one removes it, and the list reads them back. */
function stubSavedSearches(searches: SavedSearch[]) {
  const kept = new Map(searches.map((search) => [search._id, search]));
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/saved-searches') return ok([...kept.values()]);
    const id = /^\/saved-searches\/([^/]+)$/.exec(path)?.[1];
    if (method !== 'DELETE' || !id) return undefined;
    if (!kept.delete(decodeURIComponent(id))) return refused(404, 'No saved search with that id.');
    return ok({ acknowledged: true, message: 'The saved search is deleted.' });
  });
}

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(name)) as HTMLElement;

describe('Saved searches', () => {
  it('lists each saved search with its filters in words and a link that opens its results', async () => {
    stubSavedSearches([
      savedSearch({}),
      savedSearch({ _id: 'search-2', name: 'Kubota, size 32', query: { q: 'kubota', verified: 'true' }, size: '32' }),
    ]);
    renderWithProviders(<SavedSearchesPage />, { user: buyer });

    const table = await screen.findByRole('table', { name: 'Your saved searches' });
    expect(columnHeaders(table)).toEqual(['No', 'Name', 'Search', 'Saved', 'Delete']);
    expect(await within(table).findByRole('link', { name: 'Cheap diesels' })).toHaveAttribute('href', '/category/all?fuel=diesel&maxPrice=900&sort=price-asc');
    expect(within(table).getByRole('link', { name: 'Kubota, size 32' })).toHaveAttribute('href', '/category/32?q=kubota&verified=true');
    expect(rowOf('Cheap diesels')).toHaveTextContent('All sizes · Fuel: diesel · Price up to $900 · Price: low to high');
    expect(rowOf('Kubota, size 32')).toHaveTextContent('Size 32 · Keywords: kubota · Verified sellers only');
    expect(rowOf('Cheap diesels')).toHaveTextContent('just now');
    expect(screen.getByText(/^2 of 20 kept\./)).toBeInTheDocument();
  });

  it('deletes a saved search after a confirmation, and the list no longer has it', async () => {
    const { calls } = stubSavedSearches([savedSearch({}), savedSearch({ _id: 'search-2', name: 'Old Hondas', query: { make: 'Honda' } })]);
    renderWithProviders(<SavedSearchesPage />, { user: buyer });
    await screen.findByRole('link', { name: 'Old Hondas' });

    await userEvent.click(within(rowOf('Old Hondas')).getByRole('button', { name: 'Delete the saved search Old Hondas' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the saved search Old Hondas?' });
    expect(dialog).toHaveTextContent('New machines that match it will no longer appear in your notifications.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The saved search is deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/^1 of 20 kept\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old Hondas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cheap diesels' })).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual(['/saved-searches/search-2']);
    // The row and its button are gone: focus waits on the table, not lost on the page.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your saved searches' })).toHaveFocus());
  });

  it('keeps a saved search when the confirmation is cancelled', async () => {
    const { calls } = stubSavedSearches([savedSearch({})]);
    renderWithProviders(<SavedSearchesPage />, { user: buyer });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete the saved search Cheap diesels' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    // The dialog closes, then leaves the page a moment later (its closing state first).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cheap diesels' })).toBeInTheDocument();
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);
  });

  it('says how to save one when there are none', async () => {
    stubSavedSearches([]);
    renderWithProviders(<SavedSearchesPage />, { user: buyer });

    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByText(/Save this search/)).toBeInTheDocument();
  });

  it('shows an error with a "Try again" when the list cannot be loaded', async () => {
    // The client logs a server fault; here it is the expected one.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    stubApi(({ path }) => {
      if (path !== '/saved-searches') return undefined;
      answers += 1;
      return answers === 1 ? refused(503, 'The database could not be reached. Please try again.') : ok([savedSearch({})]);
    });
    renderWithProviders(<SavedSearchesPage />, { user: buyer });

    await tryAgainAfterLoadFailed('your saved searches', 'The database could not be reached. Please try again.');

    expect(await screen.findByRole('link', { name: 'Cheap diesels' })).toBeInTheDocument();
  });
});
