import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testAccount as user } from '@/testing/accounts';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { takeConfirmedStep } from '../../testing/confirm-step';
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
    // The avatar's initials are drawn, not written: the name is said once.
    expect(cells.map((cell) => cell.textContent)).toEqual(['2', 'Sadia Islam', 'sadia@machinery.testType: buyer', 'Make seller', 'Delete']);
    expect(cells[1]!.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'SI');
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

    await takeConfirmedStep(calls, { button: 'Delete Sadia Islam', dialog: 'Delete Sadia Islam?', says: 'sadia@machinery.test', confirm: 'Delete', method: 'DELETE' });

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
    const asking = await screen.findByRole('alertdialog', { name: 'Delete Tanvir Ahmed?' });
    // Escape reaches the dialog once it is set up, with the focus in it (as for a real keyboard).
    await waitFor(() => expect(asking).toContainElement(document.activeElement as HTMLElement));
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

  it('the admin’s own row offers no Delete (nor any change) on All Admin, and on All Buyer should it be listed there', async () => {
    stubApi(({ path }) => (path === '/user/admin' ? ok(admins) : path === '/user/all' ? ok([...buyers, admins[0]]) : undefined));
    const { unmount } = renderWithProviders(<AllAdminPage />, { user: admin });

    await screen.findByText('Omar Faruk');
    expect(within(rowOf('Nadia Karim')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Nadia Karim' })).not.toBeInTheDocument();
    expect(within(rowOf('Omar Faruk')).getByRole('button', { name: 'Delete Omar Faruk' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<AllBuyerPage />, { user: admin });
    await screen.findByText('Nadia Karim');
    expect(within(rowOf('Nadia Karim')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Sadia Islam')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Make seller', 'Delete']);
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

  it('All Admin offers no role or tick change: an admin’s are the owner’s', async () => {
    stubApi(({ path }) => (path === '/user/admin' ? ok(admins) : undefined));
    renderWithProviders(<AllAdminPage />, { user: admin });

    await screen.findByText('Omar Faruk');
    expect(within(rowOf('Omar Faruk')).getAllByRole('cell')[3]).toHaveTextContent('Upcoming');
    expect(screen.queryByRole('button', { name: /^(Make|Verify|Unverify) / })).not.toBeInTheDocument();
  });

  it('making a buyer a seller asks first, says they must sign in again, and moves them to All Seller', async () => {
    let promoted = false;
    const sadia = buyers[1]!;
    const { calls } = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/user/all') return ok(promoted ? buyers.slice(0, 1) : buyers);
      if (method === 'GET' && path === '/user/seller') return ok(promoted ? [...sellers, { ...sadia, role: 'seller' }] : sellers);
      if (method === 'PUT' && path === '/user/buyer-2/role' && (body as { role: string }).role === 'seller') {
        promoted = true;
        return ok({ ...sadia, role: 'seller' }, {}, 'Sadia Islam is now a seller.');
      }
      return undefined;
    });
    renderWithProviders(
      <>
        <AllBuyerPage />
        <AllSellerPage />
      </>,
      { user: admin },
    );

    await takeConfirmedStep(calls, {
      button: 'Make seller: Sadia Islam',
      dialog: 'Make Sadia Islam a seller?',
      says: 'Sadia Islam must sign in again to list machines.',
      confirm: 'Make seller',
      method: 'PUT',
    });

    expect(await screen.findByText('Sadia Islam is now a seller. Sadia Islam must sign in again to list machines.')).toBeInTheDocument();
    const allBuyer = screen.getByRole('table', { name: 'All Buyer' });
    await waitFor(() => expect(within(allBuyer).queryByText('Sadia Islam')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table', { name: 'All Seller' })).findByText('Sadia Islam')).toBeInTheDocument();
    // Her row left All Buyer with the button: focus waits on that table.
    await waitFor(() => expect(allBuyer.closest('[role="region"]')).toHaveFocus());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/user/buyer-2/role', query: {}, body: { role: 'seller' } }]);
  });

  it('a seller gets Verify or Unverify by their tick, and Make buyer', async () => {
    stubApi(({ path }) => (path === '/user/seller' ? ok(sellers) : undefined));
    renderWithProviders(<AllSellerPage />, { user: admin });

    await screen.findByText('Rahim Uddin');
    expect(within(rowOf('Rahim Uddin')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Unverify', 'Make buyer', 'Delete']);
    expect(within(rowOf('Shafiqul Islam')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Verify', 'Make buyer', 'Delete']);
  });

  it('verifying a seller asks first, gives the tick, says they must sign in again and refreshes All Seller', async () => {
    let verified = false;
    const shafiq = sellers[1]!;
    const { calls } = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/user/seller') return ok(verified ? [sellers[0], { ...shafiq, sellerVerify: true }] : sellers);
      if (method === 'PUT' && path === '/user/seller-2/verify') {
        verified = true;
        return ok({ ...shafiq, sellerVerify: true, verifiedAt: '2026-09-03T09:00:00.000Z' }, {}, 'Shafiqul Islam is now verified.');
      }
      return undefined;
    });
    renderWithProviders(<AllSellerPage />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Verify Shafiqul Islam' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify Shafiqul Islam?' });
    expect(dialog).toHaveTextContent('Shafiqul Islam’s listings get the blue tick');
    expect(dialog).toHaveTextContent('Shafiqul Islam must sign in again to see the tick on their own account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Shafiqul Islam is now verified. Shafiqul Islam must sign in again to see the tick on their own account.')).toBeInTheDocument();
    expect(await within(rowOf('Shafiqul Islam')).findByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(within(rowOf('Shafiqul Islam')).getByRole('button', { name: 'Unverify Shafiqul Islam' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/user/seller-2/verify', query: {}, body: { verified: true } }]);
  });

  it('the API’s refusal of a change shows as an error and nothing changes', async () => {
    const refusal = 'Dear Nadia Karim only Owner/main-admin can verify an admin.';
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/user/seller') return ok(sellers);
      if (method === 'PUT') return refused(403, refusal);
      return undefined;
    });
    renderWithProviders(<AllSellerPage />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Unverify Rahim Uddin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take Rahim Uddin’s blue tick away?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unverify' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(rowOf('Rahim Uddin')).getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
  });

  it('says "No sellers yet" when there are none', async () => {
    stubApi(({ path }) => (path === '/user/seller' ? ok([]) : undefined));
    renderWithProviders(<AllSellerPage />, { user: admin });

    expect(await screen.findByText('No sellers yet')).toBeInTheDocument();
  });
});
