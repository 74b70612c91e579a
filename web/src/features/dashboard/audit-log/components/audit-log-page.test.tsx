import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testAuditEntry as entry } from '@/testing/audit-entries';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { formatMoment } from '@/lib/format';
import { page, stubApi } from '../../testing/stub-api';
import { AuditLogPage } from './audit-log-page';
import { changesOf } from './audit-cells';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const admin = testUser({ uid: 'uid-admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

const verified = entry();
const demoted = entry({
  _id: 'audit-2',
  at: '2026-09-02T08:30:00.000Z',
  action: 'change-role',
  target: { kind: 'user', id: 'uid-seller-2', label: 'Shafiqul Islam' },
  before: { role: 'seller', sellerVerify: true, adminVerify: false },
  after: { role: 'buyer', sellerVerify: false, adminVerify: false },
});
const listingDeleted = entry({
  _id: 'audit-3',
  action: 'delete-listing',
  target: { kind: 'product', id: 'p9', label: 'Kirloskar TV1' },
  before: { sold: false, resalePrice: 1250 },
  after: null,
});

const rowOf = (label: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(label)) as HTMLElement;
const cellsOf = (label: string) => within(rowOf(label)).getAllByRole('cell').map((cell) => cell.textContent);

describe('Audit log', () => {
  it('shows when, who, the action, its target and each changed field before → after', async () => {
    const { calls } = stubApi(({ path }) => (path === '/audit' ? page([demoted, verified, listingDeleted]) : undefined));
    renderWithProviders(<AuditLogPage />, { user: admin });

    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(columnHeaders(table)).toEqual(['No', 'When', 'Who', 'Action', 'Target', 'Before → after']);
    await within(table).findByText('Shafiqul Islam');

    expect(cellsOf('Shafiqul Islam')).toEqual([
      '1',
      formatMoment('2026-09-02T08:30:00.000Z'),
      'Nadia Karimadmin@machinery.test',
      'Changed a role',
      'Shafiqul IslamUser uid-seller-2',
      'Role: seller → buyerSeller tick: yes → no',
    ]);
    expect(within(rowOf('Shafiqul Islam')).getByText(formatMoment('2026-09-02T08:30:00.000Z'))).toHaveAttribute('dateTime', '2026-09-02T08:30:00.000Z');
    expect(cellsOf('Rahim Uddin').slice(3)).toEqual(['Changed a blue tick', 'Rahim UddinUser uid-seller-1', 'Seller tick: no → yes']);
    expect(cellsOf('Kirloskar TV1').slice(3)).toEqual(['Deleted a listing', 'Kirloskar TV1Listing p9', 'Sold: no → deletedPrice: $1,250 → deleted']);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/audit', query: {} });
  });

  it('keeps one action when the admin picks it, and all of them again', async () => {
    const { calls } = stubApi(({ path, query }) => {
      if (path !== '/audit') return undefined;
      return page(query.action === 'change-verify' ? [verified] : [demoted, verified]);
    });
    renderWithProviders(<AuditLogPage />, { user: admin });
    await screen.findByText('Shafiqul Islam');

    const filter = screen.getByRole('combobox', { name: 'Action' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All actions',
      'Deleted a user',
      'Changed a role',
      'Changed a blue tick',
      'Made an admin',
      'Advertised a listing',
      'Edited a listing',
      'Deleted a listing',
      'Dismissed a report',
      'Upheld a report',
    ]);
    await userEvent.selectOptions(filter, 'Changed a blue tick');

    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.queryByText('Shafiqul Islam')).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/audit', query: { action: 'change-verify' } });

    await userEvent.selectOptions(filter, 'All actions');
    expect(await screen.findByText('Shafiqul Islam')).toBeInTheDocument();
  });

  it('loads older entries with "Load more"', async () => {
    const { calls } = stubApi(({ path, query }) => (path === '/audit' ? (query.cursor === 'older' ? page([listingDeleted]) : page([demoted, verified], 'older')) : undefined));
    renderWithProviders(<AuditLogPage />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Kirloskar TV1')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/audit', query: { cursor: 'older' } });
  });

  it('says when a chosen action has no entries', async () => {
    stubApi(({ path, query }) => (path === '/audit' ? page(query.action ? [] : [demoted]) : undefined));
    renderWithProviders(<AuditLogPage />, { user: admin });
    await screen.findByText('Shafiqul Islam');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Made an admin');

    expect(await screen.findByText('No entries of this action')).toBeInTheDocument();
  });
});

describe('what an entry changed', () => {
  it('names only the fields that changed (none when nothing did), and a deletion as deleted', () => {
    expect(changesOf({ role: 'seller', sellerVerify: true }, { role: 'seller', sellerVerify: true })).toEqual([]);
    expect(changesOf({ advertiseName: null }, { advertiseName: 'HomePageAdds' })).toEqual(['Advertisement: none → HomePageAdds']);
    expect(changesOf(null, { role: 'admin', adminVerify: true })).toEqual(['Role: none → admin', 'Admin tick: none → yes']);
    expect(changesOf({ role: 'buyer' }, null)).toEqual(['Role: buyer → deleted']);
  });
});
