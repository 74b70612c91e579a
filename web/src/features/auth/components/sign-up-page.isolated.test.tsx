import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage, UploadError } from '@/lib/upload/upload-image';
import { testAccount } from '@/testing/accounts';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { fillIn } from '@/testing/typing';
import { fakeAuth, firebaseAuthModule, firebaseError } from '@/testing/fake-firebase';
import { SignUpPage } from './sign-up-page';

// The picture upload needs the storage service: it is replaced, and the API is answered by fetch
// stubs. The form, actions, reactfire and the API client are real.
vi.mock('@/lib/upload/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload/upload-image')>()),
  uploadImage: vi.fn(),
}));

const PICTURE_URL = 'http://127.0.0.1:5000/api/uploads/avatars/new-seller.webp';
const registered = () =>
  jsonResponse({ success: true, message: 'Dear Karim, your account is ready.', data: testAccount({ displayName: 'Karim Hossain', email: 'karim@machinery.test' }) }, 201);
const tokenAnswer = () => jsonResponse({ success: true, message: 'Token issued.', data: 'app-token-456' });
const picture = (type = 'image/png') => new File(['png'], 'me.png', { type });

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function fillForm({ name = 'Karim Hossain', file = picture() as File | null, email = 'karim@machinery.test', password = 'Machine#2026' } = {}) {
  if (name) await fillIn(field(/^Full name/), name);
  if (file) await userEvent.upload(field(/^Profile picture/), file);
  if (email) await fillIn(field(/^Email/), email);
  if (password) await fillIn(field(/^Password/), password);
}

beforeEach(() => {
  vi.mocked(uploadImage).mockReset();
  localStorage.clear();
});

describe('Sign Up ("Create a Account")', () => {
  it('asks for every field with the spec’s messages', async () => {
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    expect(screen.getByRole('heading', { level: 1, name: 'Create a Account' })).toBeInTheDocument();

    await submit();

    for (const message of ['Pls Input Full Name.', 'Image if required', 'Email is required.', 'Password is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(firebaseAuthModule.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says "minimum length is 6 character." for a short password and asks for a strong one', async () => {
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    await fillForm({ password: 'Ab#1' });
    await submit();
    expect(await screen.findByText('minimum length is 6 character.')).toBeInTheDocument();

    await fillIn(field(/^Password/), 'machine2026');
    await submit();
    // The spec's message ends with a space, which the page keeps and the matcher trims.
    expect(await screen.findByText('Password Must Be Strong: AA##11cc')).toBeInTheDocument();
    expect(firebaseAuthModule.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('takes only image files, and previews the chosen picture', async () => {
    renderWithProviders(<SignUpPage />, { path: '/signup' });
    const input = field(/^Profile picture/);
    expect(input).toHaveAttribute('accept', 'image/*');

    // accept only filters the file picker; a dropped PDF still reaches the form.
    await userEvent.upload(input, picture('application/pdf'), { applyAccept: false });
    await submit();
    expect(await screen.findByText('Only image files can be used as a profile picture.')).toBeInTheDocument();

    await userEvent.upload(input, picture());
    const preview = await screen.findByRole('img', { name: 'Preview of your profile picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('Buyer and Seller are one choice of two radios, Buyer by default', async () => {
    renderWithProviders(<SignUpPage />, { path: '/signup' });
    const group = screen.getByRole('radiogroup', { name: 'Join as' });
    const buyer = screen.getByRole('radio', { name: 'Buyer' });
    const seller = screen.getByRole('radio', { name: 'Seller' });
    expect(group).toContainElement(buyer);
    expect(group).toContainElement(seller);
    expect(buyer).toBeChecked();
    expect(seller).not.toBeChecked();

    // The radios update after the form's state settles: wait for it on a busy machine.
    await userEvent.click(seller);
    await waitFor(() => expect(seller).toBeChecked());
    expect(buyer).not.toBeChecked();

    // Choosing the chosen one again changes nothing: one of the two is always chosen.
    await userEvent.click(seller);
    expect(seller).toBeChecked();
    expect(buyer).not.toBeChecked();

    await userEvent.click(buyer);
    await waitFor(() => expect(buyer).toBeChecked());
    expect(seller).not.toBeChecked();
  });

  it('creates a seller: account, picture upload with progress, profile, registration, fresh token, access token', async () => {
    let reportProgress: (fraction: number) => void = () => {};
    let finishUpload: (url: string) => void = () => {};
    vi.mocked(uploadImage).mockImplementation((_file, _purpose, onProgress) => {
      reportProgress = onProgress ?? reportProgress;
      return new Promise((resolve) => (finishUpload = resolve));
    });
    const fetchMock = stubFetch(registered(), tokenAnswer());
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    await fillForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Seller' }));
    await submit();

    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(expect.any(File), 'avatar', expect.any(Function), expect.any(Function)));
    // To Cloud Storage it would go with the app's Auth and Storage SDKs, loaded as it starts.
    await expect(vi.mocked(uploadImage).mock.calls[0]?.[3]()).resolves.toEqual({ auth: fakeAuth, storage: expect.anything() });
    reportProgress(0.4);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading picture' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    finishUpload(PICTURE_URL);

    expect(await screen.findByText('User Created Successfully')).toBeInTheDocument();
    expect(firebaseAuthModule.createUserWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'karim@machinery.test', 'Machine#2026');
    const user = firebaseAuthModule.updateProfile.mock.calls[0]?.[0];
    expect(firebaseAuthModule.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Karim Hossain', photoURL: PICTURE_URL });
    const [registerUrl, registerInit] = fetchMock.mock.calls[0] ?? [];
    expect(registerUrl).toBe('/api/user');
    expect(registerInit?.method).toBe('POST');
    expect(bodyOf(registerInit)).toEqual({ displayName: 'Karim Hossain', email: 'karim@machinery.test', role: 'seller', photoURL: PICTURE_URL });
    // The role claims set by the registration arrive with a refreshed ID token.
    expect(user?.getIdToken).toHaveBeenCalledWith(true);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/jwt?email=karim%40machinery.test');
    expect(localStorage.getItem('accessToken')).toBe('app-token-456');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows an identity error about the password in plain words under the password', async () => {
    stubFetch();
    firebaseAuthModule.createUserWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/weak-password'));
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    await fillForm();
    await submit();

    expect(await screen.findByText('This password is too weak. Choose a stronger one.')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Password/)).toHaveAccessibleErrorMessage('This password is too weak. Choose a stronger one.'));
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-email', 'This e-mail address is not valid.'],
    ['auth/email-already-in-use', 'An account with this e-mail already exists. Sign in instead.'],
  ])('shows %s under and on the E-mail field, not the password', async (code, message) => {
    stubFetch();
    firebaseAuthModule.createUserWithEmailAndPassword.mockRejectedValueOnce(firebaseError(code));
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    await fillForm();
    await submit();

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleErrorMessage(message));
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Password/)).not.toHaveAccessibleErrorMessage();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('when the picture upload fails, says the account exists and offers a retry or going on without a picture', async () => {
    vi.mocked(uploadImage).mockRejectedValueOnce(new UploadError('The picture could not be uploaded: the server is busy.'));
    const fetchMock = stubFetch(registered(), tokenAnswer());
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    await fillForm();
    await submit();

    expect(
      await screen.findByText('Your account was created, but the picture could not be uploaded: The picture could not be uploaded: the server is busy.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your account is created, but the picture could not be uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Continue without a picture' }));

    expect(await screen.findByText('User Created Successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ displayName: 'Karim Hossain', email: 'karim@machinery.test', role: 'buyer', photoURL: '' });
    expect(firebaseAuthModule.createUserWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it('Retry upload sends the picture again and finishes the account', async () => {
    vi.mocked(uploadImage).mockRejectedValueOnce(new UploadError('Network error.')).mockResolvedValueOnce(PICTURE_URL);
    const fetchMock = stubFetch(registered(), tokenAnswer());
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    await fillForm();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry upload' }));

    expect(await screen.findByText('User Created Successfully')).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledTimes(2);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toMatchObject({ photoURL: PICTURE_URL });
  });

  it('links to Sign In and offers Login with Google', () => {
    renderWithProviders(<SignUpPage />, { path: '/signup' });

    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
  });
});
