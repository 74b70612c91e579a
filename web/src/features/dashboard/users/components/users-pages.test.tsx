import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testAccount as user } from '@/testing/accounts';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { ok, refused, stubApi } from '../../testing/stub-api';
import { AllAdminPage, AllBuyerPage, AllSellerPage } from './users-pages';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const admin = testUser({ uid: 'admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

const buyers = [user({}), user({ _id: 'buyer-2', displayName: 'Sadia Islam', email: 'sadia@machinery.test' })];
const sellers = [
  user({ _id: 'seller-1', displayName: 'Rahim Uddin', email: 'seller@machinery.test', role: 'seller', sellerVerify: true }),
  user({ _id: 'seller-2', displayName: 'Shafiqul Islam', email: 'seller2@machinery.test', role: 'seller' }),
];
const admins = [
  user({ _id: 'admin-1', displayName: 'Nadia Karim', email: 'admin@machinery.test', role: 'admin', adminVerify: true }),
  user({ _id: 'admin-2', displayName: 'Omar Faruk', email: 'omar@machinery.test', role: 'admin' }),
];

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('All Buyer, All Seller and All Admin', () => {
  it('All Buyer lists the buyers under No, Name, Info, Access and Delete', async () => {
    const { calls } = stubApi(({ path }) => (path === '/user/all' ? ok(buyers) : undefined));
    renderWithProviders(<AllBuyerPage />, { user: admin });

    expect(screen.getByRole('heading', { level: 1, name: 'All Buyer' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All Buyer' });
    expect(columnHeaders(table)).toEqual(['No', 'Name', 'Info', 'Access', 'Delete']);
    await screen.findByText('Sadia Islam');
    const cells = within(rowOf('Sadia Islam')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2', 'SISadia Islam', 'sadia@machinery.testType: buyer', 'Make seller', 'Delete']);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/user/all' });
  });

  it('All Seller shows the verified tick of a verified seller only', async () => {
    stubApi(({ path }) => (path === '/user/seller' ? ok(sellers) : undefined));
    renderWithProviders(<AllSellerPage />, { user: admin });

    await screen.findByText('Rahim Uddin');
    expect(within(rowOf('Rahim Uddin')).getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(within(rowOf('Rahim Uddin')).getByText('Type: seller')).toBeInTheDocument();
    expect(within(rowOf('Shafiqul Islam')).queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
  });

  it('deleting a buyer asks first, then deletes, shows the API’s message and reloads the list', async () => {
    let deleted = false;
    const { calls } = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/user/all') return ok(deleted ? buyers.slice(0, 1) : buyers);
      if (method === 'DELETE' && path === '/user/buyer-2') {
        deleted = true;
        return ok({ acknowledged: true, message: 'Sadia Islam was deleted.' }, {}, 'Sadia Islam was deleted.');
      }
      return undefined;
    });
    renderWithProviders(<AllBuyerPage />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sadia Islam' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Sadia Islam?' });
    expect(within(dialog).getByText(/sadia@machinery\.test/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Sadia Islam was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sadia Islam')).not.toBeInTheDocument());
    expect(screen.getByText('Tanvir Ahmed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/user/buyer-2', query: {}, body: undefined }]);
    expect(calls.filter((call) => call.path === '/user/all')).toHaveLength(2);
  });

  it('cancelling or pressing Escape deletes nobody', async () => {
    const { calls } = stubApi(({ method, path }) => (method === 'GET' && path === '/user/all' ? ok(buyers) : undefined));
    renderWithProviders(<AllBuyerPage />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sadia Islam' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Tanvir Ahmed' }));
    await screen.findByRole('alertdialog', { name: 'Delete Tanvir Ahmed?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('All Admin highlights the signed-in admin’s own row, marked "You"', async () => {
    stubApi(({ path }) => (path === '/user/admin' ? ok(admins) : undefined));
    renderWithProviders(<AllAdminPage />, { user: admin });

    await screen.findByText('Omar Faruk');
    const mine = rowOf('Nadia Karim');
    expect(mine).toHaveAttribute('data-highlighted', 'true');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'Verified admin' })).toBeInTheDocument();
    expect(rowOf('Omar Faruk')).not.toHaveAttribute('data-highlighted');
    expect(within(rowOf('Omar Faruk')).queryByText('You')).not.toBeInTheDocument();
  });

  it('the API’s refusal to delete an admin shows as an error and the list stays', async () => {
    const refusal = 'Dear Nadia Karim only Owner/main-admin delete admin.';
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/user/admin') return ok(admins);
      if (method === 'DELETE' && path === '/user/admin-2') return refused(403, refusal);
      return undefined;
    });
    renderWithProviders(<AllAdminPage />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Omar Faruk' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('Omar Faruk')).toBeInTheDocument();
  });

  it('says "No sellers yet" when there are none', async () => {
    stubApi(({ path }) => (path === '/user/seller' ? ok([]) : undefined));
    renderWithProviders(<AllSellerPage />, { user: admin });

    expect(await screen.findByText('No sellers yet')).toBeInTheDocument();
  });
});
