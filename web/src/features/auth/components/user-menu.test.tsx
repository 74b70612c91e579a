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

    // Escape closes it and gives focus back to the avatar. (Closing also keeps the menu library's
    // page-wide layer stack clean for the next test.)
    await userEvent.keyboard('{Escape}');
    // The menu leaves after its closing animation.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The menu's own button now stands where the plain one was.
    expect(screen.getByRole('button', { name: 'Account menu of Rahim Uddin' })).toHaveFocus();
  });

  it('is a plain button until first pressed, named and marked as a menu button as before', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    const avatar = await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    // No menu machine behind it yet: Chakra's menu marks its trigger with its scope.
    expect(avatar).not.toHaveAttribute('data-scope');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first click with the focus in the menu, and Escape gives the focus back to the avatar', async () => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Account menu of Rahim Uddin' })).toHaveAttribute('aria-expanded', 'true');
    // From a pointer nothing is highlighted yet.
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('data-highlighted');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const avatar = screen.getByRole('button', { name: 'Account menu of Rahim Uddin' });
    await waitFor(() => expect(avatar).toHaveFocus());
    expect(avatar).toHaveAttribute('aria-expanded', 'false');

    // It opens again, now as the menu's own button.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it.each([
    ['Enter', 'Dashboard', '{Enter}'],
    ['Space', 'Dashboard', ' '],
    ['ArrowDown', 'Dashboard', '{ArrowDown}'],
    ['ArrowUp', 'Sign out', '{ArrowUp}'],
  ])('%s on the avatar opens the menu with the focus in it and %s highlighted first', async (_key, highlighted, keys) => {
    renderWithProviders(<UserMenu />, { user: testUser({ displayName: 'Rahim Uddin' }) });

    (await screen.findByRole('button', { name: 'Account menu of Rahim Uddin' })).focus();
    await userEvent.keyboard(keys);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: highlighted })).toHaveAttribute('data-highlighted'));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu of Rahim Uddin' })).toHaveFocus());
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
    // The menu takes the focus a frame after it is put on the page (a browser paints it with the
    // focus already in it). Until then the focus is on the page itself, which has no End key:
    // the keys below go to the menu once it holds the focus, as a user's would.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{End}');
    // The menu draws its highlight a moment after the key (its state machine, then React).
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted'));
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
    // The mouse comes over the item before the click, as a hand's would: the menu highlights what
    // the pointer moves onto (and jsdom's pointer otherwise never moves from the page's corner).
    await userEvent.pointer({ target: signOut, coords: { clientX: 20, clientY: 20 } });
    await userEvent.click(signOut);

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
