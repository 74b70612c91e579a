import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testMyAccount } from '@/testing/accounts';
import { firebaseAuthModule, firebaseError } from '@/testing/fake-firebase';
import { fillIn } from '@/testing/typing';
import { firebaseUserOf, renderAccountInApp, stubMyAccount } from '../../testing/my-account';
import { ok, refused } from '../../testing/stub-api';

// Signing out everywhere and deleting the account change who is signed in: the page runs here as
// the app mounts it (the session watch over the fake Firebase, the guard, the session watcher).

const seller = testMyAccount({ _id: 'uid-seller-9', displayName: 'Selina Seller', email: 'selina@machinery.test', role: 'seller' });
const ENDED = 'Every session of your account has ended. Sign in again to go on.';

// The guard and the page are lazy chunks: transformed once up front, so no test's wait includes compiling them.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/signed-in-part'), import('./account-page')]);
});

function openAsSeller(answer?: Parameters<typeof stubMyAccount>[1], providers = ['password']) {
  const api = stubMyAccount(seller, answer);
  const app = renderAccountInApp(firebaseUserOf(seller, providers));
  return { ...api, ...app };
}

async function openDeletion() {
  await userEvent.click(await within(await screen.findByRole('region', { name: 'Danger zone' })).findByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe('signing out everywhere', () => {
  it('asks first, ends every session through the API, signs out here and lands on Sign In with the notice', async () => {
    const { calls, router } = openAsSeller(({ method, path }) => (method === 'POST' && path === '/user/me/sign-out-everywhere' ? ok({ endedAt: new Date().toISOString() }, {}, ENDED) : undefined));

    await userEvent.click(await within(await screen.findByRole('region', { name: 'Sessions' })).findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('this one too');
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual(['/user/me/sign-out-everywhere']);
  });
});

describe('deleting the account', () => {
  it('says what is removed, keeps the button off until the e-mail is typed, confirms the password, deletes, signs out and goes home', async () => {
    const { calls, router, account } = openAsSeller();

    const dialog = await openDeletion();
    for (const removed of ['your listings', 'your bookings', 'your favourites and saved searches', 'your notifications', 'every picture you uploaded']) {
      expect(dialog).toHaveTextContent(removed);
    }
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const password = within(dialog).getByLabelText(/^Your password/);
    const remove = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();

    await fillIn(password, 'Machine#2026');
    await fillIn(within(dialog).getByRole('textbox', { name: /^Your e-mail address/ }), 'selina@machinery');
    expect(remove).toBeDisabled();
    await fillIn(within(dialog).getByRole('textbox', { name: /^Your e-mail address/ }), 'Selina@Machinery.test ');
    expect(remove).toBeEnabled();
    await userEvent.click(remove);

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(account()).toBeNull();
    // Signed in again with the password first: the token the API got is from a fresh sign-in.
    expect(firebaseAuthModule.reauthenticateWithCredential.mock.calls[0]?.[1]).toEqual({ providerId: 'password', email: 'selina@machinery.test', password: 'Machine#2026' });
    const reauthenticated = firebaseAuthModule.reauthenticateWithCredential.mock.invocationCallOrder[0] ?? Infinity;
    const user = firebaseAuthModule.reauthenticateWithCredential.mock.calls[0]?.[0];
    expect(user?.getIdToken).toHaveBeenCalledWith(true);
    expect(reauthenticated).toBeLessThan(user?.getIdToken.mock.invocationCallOrder.at(-1) ?? 0);
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual(['/user/me']);
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    // Asked for: no warning that a session ended.
    expect(screen.queryByText(/Please sign in again/)).not.toBeInTheDocument();
  });

  it('says so under the password when it is wrong, and deletes nothing', async () => {
    const { calls } = openAsSeller();
    firebaseAuthModule.reauthenticateWithCredential.mockRejectedValueOnce(firebaseError('auth/wrong-password'));

    const dialog = await openDeletion();
    await fillIn(within(dialog).getByLabelText(/^Your password/), 'Wrong#Pass2026');
    await fillIn(within(dialog).getByRole('textbox', { name: /^Your e-mail address/ }), 'selina@machinery.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(within(dialog).getByLabelText(/^Your password/)).toHaveAccessibleErrorMessage('This is not your password.'));
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);
    expect(firebaseAuthModule.signOut).not.toHaveBeenCalled();
  });

  it('confirms with Google’s window for an account without a password', async () => {
    const { calls } = openAsSeller(undefined, ['google.com']);

    const dialog = await openDeletion();
    expect(within(dialog).queryByLabelText(/^Your password/)).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Google asks you to sign in again');
    await fillIn(within(dialog).getByRole('textbox', { name: /^Your e-mail address/ }), 'selina@machinery.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
    expect(firebaseAuthModule.reauthenticateWithPopup).toHaveBeenCalledTimes(1);
    expect(firebaseAuthModule.reauthenticateWithCredential).not.toHaveBeenCalled();
    expect(calls.filter(({ method }) => method === 'DELETE')).toHaveLength(1);
  });

  it('shows the API’s refusal and keeps the person signed in', async () => {
    const { router } = openAsSeller(({ method }) => (method === 'DELETE' ? refused(404, 'This account was already deleted.') : undefined));

    const dialog = await openDeletion();
    await fillIn(within(dialog).getByLabelText(/^Your password/), 'Machine#2026');
    await fillIn(within(dialog).getByRole('textbox', { name: /^Your e-mail address/ }), 'selina@machinery.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('This account was already deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(firebaseAuthModule.signOut).not.toHaveBeenCalled();
  });
});
