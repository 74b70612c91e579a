import { screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testMyAccount } from '@/testing/accounts';
import { fakeAuth } from '@/testing/fake-firebase';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { renderWithProviders, testUser } from '@/testing/render';
import { firebaseUserOf, stubMyAccount } from '../../testing/my-account';
import { ok, refused, stubApi } from '../../testing/stub-api';
import { AccountPage } from './account-page';

// No API runs behind a component test: fetch is answered by path (testing/my-account.tsx), and
// Firebase is the fake of testing/fake-firebase.ts.

const seller = testMyAccount({ _id: 'seller-1', displayName: 'Rahim Uddin', email: 'seller@machinery.test', role: 'seller', sellerVerify: true, phone: '01712345678', location: 'Dinajpur' });

/** Opens the page as the account's person, who signs in with `providers`. */
function openAccount(account = seller, providers = ['password']) {
  const api = stubMyAccount(account);
  renderWithProviders(<AccountPage />, { user: testUser({ uid: account._id, email: account.email, displayName: account.displayName, role: account.role }) });
  fakeAuth.currentUser = firebaseUserOf(account, providers);
  return api;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the Account page', () => {
  it('shows who the person is and every part of their account', async () => {
    openAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    const profile = await section('Profile');
    expect(await within(profile).findByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(profile).getByText('Seller')).toBeInTheDocument();
    expect(within(profile).getByText(/^Joined Mar 2, 2026/)).toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: 'Name' })).toHaveValue('Rahim Uddin');
    expect(within(profile).getByRole('textbox', { name: 'Phone number (optional)' })).toHaveValue('01712345678');
    expect(within(profile).getByRole('textbox', { name: 'Location (optional)' })).toHaveValue('Dinajpur');
    expect(within(await section('E-mail address')).getByText('Verified')).toBeInTheDocument();
    expect(await section('Password')).toBeInTheDocument();
    expect(within(await section('Your data')).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(await section('Sessions')).getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    const danger = await section('Danger zone');
    expect(danger).toHaveTextContent('your listings, which leave the catalog');
    expect(await within(danger).findByRole('button', { name: 'Delete my account' })).toBeEnabled();
    // Verified: no banner asks for it.
    expect(screen.queryByText('Your e-mail address is not verified')).not.toBeInTheDocument();
  });

  it('asks for an address not verified yet, under Profile (on screen before the account is read) and above the e-mail section', async () => {
    openAccount(testMyAccount({ emailVerified: false }));

    const banner = await screen.findByText('Your e-mail address is not verified');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(await section('Profile'), banner)).toBe(true);
    expect(follows(banner, await section('E-mail address'))).toBe(true);
    expect(screen.getByText(/^Prove that buyer@machinery.test is yours/)).toBeInTheDocument();
    expect(within(await section('E-mail address')).getByText('Not verified')).toBeInTheDocument();
  });

  it('draws the sections after Profile one at a time, each in a commit of its own, in order', async () => {
    const committed: string[] = [];
    // The page's sections, by their headings (the page itself is named by its h1).
    const sections = () => [...document.querySelectorAll('section[aria-labelledby]')].map((element) => document.getElementById(element.getAttribute('aria-labelledby')!)).filter((heading) => heading?.tagName === 'H2').map((heading) => heading!.textContent);
    stubMyAccount(seller);
    renderWithProviders(
      <Profiler id="account" onRender={() => committed.push(sections().join(' / '))}>
        <AccountPage />
      </Profiler>,
      { user: testUser({ uid: seller._id, email: seller.email, displayName: seller.displayName, role: seller.role }) },
    );
    fakeAuth.currentUser = firebaseUserOf(seller, ['password']);
    await section('Danger zone');
    const drawn = [...new Set(committed)].map((names) => names.split(' / ').length);
    // Profile alone, then one section more at each step: never two at once.
    expect(drawn[0]).toBe(1);
    for (let step = 1; step < drawn.length; step += 1) expect(drawn[step]! - drawn[step - 1]!).toBe(1);
    expect(sections()).toEqual(['Profile', 'E-mail address', 'Password', 'Your data', 'Sessions', 'Danger zone']);
  });

  it('has no password to change for an account that signs in with Google only', async () => {
    openAccount(testMyAccount(), ['google.com']);

    // The delete button waits for how the person signs in; once it is on, the page knows.
    expect(await within(await section('Danger zone')).findByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /password/i })).not.toBeInTheDocument();
  });

  it('gives an admin no way to delete their account here, and says who removes it', async () => {
    openAccount(testMyAccount({ role: 'admin', adminVerify: true, email: 'admin@machinery.test' }));

    const leaving = await section('Deleting your account');
    expect(leaving).toHaveTextContent('An admin account is removed by the owner of the marketplace, not from here.');
    expect(screen.queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('says it is loading, then shows an error with "Try again" when the account cannot be read', async () => {
    // The client logs a server fault; here it is the expected one.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    stubApi(({ path }) => {
      if (path !== '/user/me') return undefined;
      answers += 1;
      return answers === 1 ? refused(503, 'The database could not be reached. Please try again.') : ok(seller);
    });
    renderWithProviders(<AccountPage />, { user: testUser() });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    // The Profile section's heading and sentence are there at once, where they stay.
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent(/^ProfileYour name and picture are shown on your listings/);
    await tryAgainAfterLoadFailed('your account', 'The database could not be reached. Please try again.');

    const profile = await section('Profile');
    await waitFor(() => expect(profile).toHaveTextContent('Rahim Uddin'));
  });
});
