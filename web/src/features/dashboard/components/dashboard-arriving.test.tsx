import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSession } from '@/features/auth/session/remembered-session';
import { testUser } from '@/testing/accounts';
import { renderWithProviders } from '@/testing/render';
import { DashboardArriving } from './dashboard-arriving';

const seller = testUser({ uid: 'seller-1', role: 'seller', displayName: 'Dana Diesel' });
const tabs = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');

beforeEach(() => localStorage.clear());

describe('the dashboard while its first tab is on its way', () => {
  it("shows a returning seller's tabs, the current one marked, and the tab's heading as the tab draws it", () => {
    rememberSession(seller);
    renderWithProviders(<DashboardArriving />, { path: '/dashboard/myProducts' });
    expect(tabs().map((tab) => tab.textContent)).toEqual(['My Orders', 'Saved searches', 'Favourites', 'Messages', 'Account', 'Add Product', 'My Products', 'My Buyers', 'Insights']);
    expect(screen.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dana Diesel, You Have total: … Products');
    expect(screen.getByRole('navigation', { name: 'Dashboard' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the seller's card under Add Product's heading, with the badge of their verification", () => {
    rememberSession({ ...seller, email: 'dana@machinery.test' });
    renderWithProviders(<DashboardArriving />, { path: '/dashboard/addProduct' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add Product');
    expect(screen.getByText('dana@machinery.test')).toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  });

  it("shows Account's Profile section, its heading and sentence, while the account is still to be read", () => {
    rememberSession(seller);
    renderWithProviders(<DashboardArriving />, { path: '/dashboard/account' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent(/Your name and picture are shown on your listings/);
  });

  it('shows the sentence a tab opens with under its heading', () => {
    rememberSession(seller);
    renderWithProviders(<DashboardArriving />, { path: '/dashboard/insights' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Insights');
    expect(screen.getByText(/^How people find your machines: views, favourites, requests/)).toBeInTheDocument();
  });

  it('shows the tabs without a heading where the heading comes from the API (a conversation)', () => {
    rememberSession(seller);
    renderWithProviders(<DashboardArriving />, { path: '/dashboard/messages/abc' });
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the page spinner to a visitor nobody is remembered for', () => {
    renderWithProviders(<DashboardArriving />, { path: '/dashboard/myProducts' });
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
