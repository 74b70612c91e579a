import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../current-user';
import { fakeUser, firebaseAuthModule, signedInOnThisBrowser } from '@/testing/fake-firebase';
import { renderWithAuth } from '../testing/render-with-auth';
import { renderWithProviders, testUser } from '@/testing/render';
import { UserMenu } from './user-menu';

beforeEach(() => {
  localStorage.clear();
});

describe('the avatar menu of the top bar', () => {
  it('offers Sign In to a signed-out visitor', () => {
    renderWithProviders(<UserMenu />);

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('holds a neutral placeholder while the account is unknown, without a flash of Sign In', () => {
    renderWithProviders(
      <CurrentUserContext.Provider value={{ user: null, loading: true }}>
        <UserMenu />
      </CurrentUserContext.Provider>,
    );

    expect(screen.getByTestId('account-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens on the avatar with the name, e-mail, Dashboard, Account, Earnings marked coming soon, and Sign out', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ role: 'seller', sellerVerify: true, displayName: 'Rahim Uddin', email: 'seller@machinery.test' }) });

    const avatar = await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' });
    // No picture: the initials stand in.
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'RU');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(menu).getByText('seller@machinery.test')).toBeInTheDocument();
    expect(within(menu).getByText('Seller')).toBeInTheDocument();
    expect(within(menu).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/dashboard/account');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    // The spec's inert item says why it cannot be chosen yet; Settings became the Account page.
    expect(within(menu).getByRole('menuitem', { name: 'Earnings Coming soon' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: /Settings/ })).not.toBeInTheDocument();

    // Escape closes it and gives focus back to the avatar.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('is a menu button, named for the user, its menu closed', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    const avatar = await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(avatar.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first click with the focus in the menu, and Escape gives the focus back to the avatar', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Account menu of Rahim Uddin' })).toHaveAttribute('aria-expanded', 'true');
    // From a pointer nothing is highlighted yet: the focus is on the list itself.

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const avatar = screen.getByRole('button', { name: 'Account menu of Rahim Uddin' });
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');

    // It opens again from the keys.
    await userEvent.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Enter', 'Dashboard', '{Enter}'],
    ['Space', 'Dashboard', ' '],
    ['ArrowDown', 'Dashboard', '{ArrowDown}'],
    ['ArrowUp', 'Sign out', '{ArrowUp}'],
  ])('%s on the avatar opens the menu with %s highlighted first', async (_key, highlighted, keys) => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    (await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' })).focus();
    await userEvent.keyboard(keys);
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: highlighted })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu of Rahim Uddin' })).toHaveFocus();
  });

  it('the arrows pass over Earnings, which cannot be chosen yet', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    (await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' })).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Earnings Coming soon' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('Dashboard takes the user to the dashboard once the menu is drawn closed', async () => {
    const { router } = renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' }));
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Dashboard' }));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the profile picture when there is one', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ photoURL: 'https://images.test/tanvir.webp' }) });

    const avatar = await screen.findByRole('button', { name: 'Account menu of Tanvir Ahmed' });
    const picture = avatar.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://images.test/tanvir.webp');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '36');
    // The initials stand in until the picture has loaded.
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'TA');
    fireEvent.load(picture as HTMLImageElement);
    expect(avatar.querySelector('[data-initials]')).toBeNull();
  });

  it('falls back to the initials when the picture cannot be loaded', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ photoURL: 'https://images.test/gone.webp' }) });

    const avatar = await screen.findByRole('button', { name: 'Account menu of Tanvir Ahmed' });
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'TA');
  });

  it('Sign out signs out of Firebase, forgets the access token and shows Sign In again', async () => {
    localStorage.setItem('accessToken', 'app-token-123');
    signedInOnThisBrowser(fakeUser({ displayName: 'Tanvir Ahmed' }));
    renderWithAuth([{ path: '/', element: <UserMenu /> }], '/');

    // By keyboard, as a keyboard user would: open the menu, jump to its last item, choose it.
    (await screen.findByRole('button', { name: 'Account menu of Tanvir Ahmed' })).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('Sign out chosen with a pointer, on the first opening, signs out too', async () => {
    localStorage.setItem('accessToken', 'app-token-123');
    signedInOnThisBrowser(fakeUser({ displayName: 'Tanvir Ahmed' }));
    renderWithAuth([{ path: '/', element: <UserMenu /> }], '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Tanvir Ahmed' }));
    const signOut = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' });
    await userEvent.click(signOut);

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a sign-out Firebase refuses says why and leaves the user signed in', async () => {
    localStorage.setItem('accessToken', 'app-token-123');
    signedInOnThisBrowser(fakeUser({ displayName: 'Tanvir Ahmed' }));
    firebaseAuthModule.signOut.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    renderWithAuth([{ path: '/', element: <UserMenu /> }], '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Tanvir Ahmed' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('The sign-in service could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu of Tanvir Ahmed' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('app-token-123');
  });
});
