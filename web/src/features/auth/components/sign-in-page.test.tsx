import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAccount } from '@/testing/accounts';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { fillIn } from '@/testing/typing';
import { signedInRoutes } from '../routes';
import { firebaseAuthModule, firebaseError, reportUser, fakeUser } from '@/testing/fake-firebase';
import { renderWithAuth } from '../testing/render-with-auth';
import { SignInPage } from './sign-in-page';

const tokenAnswer = () => jsonResponse({ success: true, message: 'Token issued.', data: 'app-token-123' });
const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

async function fillAndSubmit(emailText: string, passwordText: string) {
  if (emailText) await fillIn(email(), emailText);
  if (passwordText) await fillIn(password(), passwordText);
  await submit();
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('Sign In', () => {
  it('asks for the e-mail and the password with the spec’s messages', async () => {
    renderWithProviders(<SignInPage />, { path: '/signin' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();

    await submit();

    for (const message of ['email is required', 'password is required']) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(firebaseAuthModule.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says "minimum length is 8 character" for a password under 6 characters', async () => {
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await fillAndSubmit('buyer@machinery.test', 'Ab#1');

    expect(await screen.findByText('minimum length is 8 character')).toBeInTheDocument();
  });

  it('explains the strength pattern for a long enough but weak password', async () => {
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await fillAndSubmit('buyer@machinery.test', 'machine2026');

    expect(
      await screen.findByText('Password must 2 Capital 2 Spacial character 2 number and 2 small : example: AA$#11aa'),
    ).toBeInTheDocument();
    expect(firebaseAuthModule.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows a sign-in failure in plain words under the password field', async () => {
    const fetchMock = stubFetch();
    firebaseAuthModule.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/invalid-credential'));
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await fillAndSubmit('buyer@machinery.test', 'Wrong#2026');

    expect(await screen.findByText('The e-mail or password is not correct.')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    // The field links its message once it has seen it appear.
    await waitFor(() => expect(password()).toHaveAccessibleErrorMessage('The e-mail or password is not correct.'));
    expect(screen.queryByText(/Firebase: Error/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "This e-mail address is not valid." under and on the E-mail field, not the password', async () => {
    firebaseAuthModule.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/invalid-email'));
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await fillAndSubmit('buyer@machinery', 'Machine#2026');

    expect(await screen.findByText('This e-mail address is not valid.')).toBeInTheDocument();
    await waitFor(() => expect(email()).toHaveAccessibleErrorMessage('This e-mail address is not valid.'));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('maps too many attempts and a lost connection to plain sentences', async () => {
    renderWithProviders(<SignInPage />, { path: '/signin' });
    firebaseAuthModule.signInWithEmailAndPassword
      .mockRejectedValueOnce(firebaseError('auth/too-many-requests'))
      .mockRejectedValueOnce(firebaseError('auth/network-request-failed'));

    await fillAndSubmit('buyer@machinery.test', 'Machine#2026');
    expect(await screen.findByText('Too many attempts. Wait a few minutes, then try again.')).toBeInTheDocument();

    await submit();
    expect(
      await screen.findByText('The sign-in service could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('signs in, says "User Login Successfully." and stores the access token of GET /jwt', async () => {
    const fetchMock = stubFetch(tokenAnswer());
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await fillAndSubmit('buyer@machinery.test', 'Machine#2026');

    expect(await screen.findByText('User Login Successfully.')).toBeInTheDocument();
    expect(firebaseAuthModule.signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'buyer@machinery.test', 'Machine#2026');
    expect(fetchMock).toHaveBeenCalledWith('/api/jwt?email=buyer%40machinery.test', expect.objectContaining({ method: 'GET' }));
    expect(localStorage.getItem('accessToken')).toBe('app-token-123');
  });

  it('sends a password reset e-mail for the typed address, and asks for one when the field is empty', async () => {
    renderWithProviders(<SignInPage />, { path: '/signin' });
    const forgot = screen.getByRole('button', { name: 'Forgot password' });

    await userEvent.click(forgot);
    expect(await screen.findByText('Type your e-mail above, then choose Forgot password.')).toBeInTheDocument();
    expect(firebaseAuthModule.sendPasswordResetEmail).not.toHaveBeenCalled();

    await fillIn(email(), 'buyer@machinery.test');
    await userEvent.click(forgot);

    expect(await screen.findByText('If an account uses buyer@machinery.test, a password reset e-mail is on its way.')).toBeInTheDocument();
    expect(firebaseAuthModule.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'buyer@machinery.test');
    expect(screen.queryByText('Type your e-mail above, then choose Forgot password.')).not.toBeInTheDocument();
  });

  it('links to Sign Up and offers Login with Google', () => {
    renderWithProviders(<SignInPage />, { path: '/signin' });

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
  });

  it('Login with Google registers the account with an empty role, then stores the access token', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'Welcome', data: testAccount({ displayName: 'Google User', email: 'google.user@machinery.test' }) }, 201), tokenAnswer());
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));

    expect(await screen.findByText('User Login Successfully.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user');
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Google User', email: 'google.user@machinery.test', role: '' });
    expect(localStorage.getItem('accessToken')).toBe('app-token-123');
  });

  it('a failed Google login is only logged: the user sees no message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    firebaseAuthModule.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    renderWithProviders(<SignInPage />, { path: '/signin' });

    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));

    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('The browser blocked the Google sign-in window'), expect.anything()));
    expect(screen.queryByText(/blocked/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled();
  });
});

describe('Sign In and the guard', () => {
  const routes = [
    { path: '/', element: <h1>Home page</h1> },
    { path: '/signin', element: <SignInPage /> },
    signedInRoutes([{ path: '/dashboard', element: <h1>My Orders</h1> }]),
  ];

  it('a signed-out visit to /dashboard goes to Sign In and returns to /dashboard after signing in', async () => {
    stubFetch(tokenAnswer());
    const { router } = renderWithAuth(routes, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    // Told why Sign In opened instead of the page asked for.
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to open your dashboard.');

    await fillAndSubmit('buyer@machinery.test', 'Machine#2026');

    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('tells a visitor the guard sent away from the catalog why Sign In opened', async () => {
    const { router } = renderWithAuth([...routes, signedInRoutes([{ path: '/category/all', element: <h1>Catalog</h1> }])], '/category/all');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to see the catalog.');
  });

  it('shows no notice to someone who opened Sign In themself', async () => {
    renderWithAuth(routes, '/signin');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Sign in to /)).not.toBeInTheDocument();
  });

  it('a signed-in user visiting /signin goes to the home page', async () => {
    reportUser(fakeUser());
    const { router } = renderWithAuth(routes, '/signin');

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
