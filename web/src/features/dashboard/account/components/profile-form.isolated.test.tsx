import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage, UploadError } from '@/lib/upload/upload-image';
import { testMyAccount } from '@/testing/accounts';
import { fakeAuth } from '@/testing/fake-firebase';
import { renderWithProviders, testUser } from '@/testing/render';
import { fillIn } from '@/testing/typing';
import { firebaseUserOf, stubMyAccount } from '../../testing/my-account';
import { refused } from '../../testing/stub-api';
import { AccountPage } from './account-page';

// The picture upload needs the storage service: it is replaced. The form, the API client and the
// page are real; the API is answered by path (testing/my-account.tsx).
vi.mock('@/lib/upload/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload/upload-image')>()),
  uploadImage: vi.fn(),
}));

const PICTURE_URL = 'http://127.0.0.1:5000/api/uploads/avatars/uid-buyer-1/new.webp';
const picture = (type = 'image/png') => new File(['png'], 'me.png', { type });

beforeEach(() => {
  vi.mocked(uploadImage).mockReset();
});

async function openProfile(answer?: Parameters<typeof stubMyAccount>[1]) {
  const account = testMyAccount();
  const api = stubMyAccount(account, answer);
  renderWithProviders(<AccountPage />, { user: testUser() });
  fakeAuth.currentUser = firebaseUserOf(account);
  const form = await screen.findByRole('form', { name: 'Profile' });
  return { ...api, form };
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });
const save = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
const patches = (calls: { method: string; body: unknown }[]) => calls.filter(({ method }) => method === 'PATCH').map(({ body }) => body);

describe('the profile form', () => {
  it('sends only what changed, says it is saved, and the page and the sign-in profile show the new name', async () => {
    const { form, calls } = await openProfile();

    await fillIn(field(form, 'Name'), 'Tanvir Ahmed Khan');
    await fillIn(field(form, 'Phone number (optional)'), '01811223344');
    await save(form);

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ displayName: 'Tanvir Ahmed Khan', phone: '01811223344' }]);
    expect(await within(await screen.findByRole('region', { name: 'Profile' })).findByText('Tanvir Ahmed Khan')).toBeInTheDocument();
    expect(field(form, 'Phone number (optional)')).toHaveValue('01811223344');
    // The API gave Firebase's profile the new name: it is read again, for the top bar and the next token.
    const user = fakeAuth.currentUser;
    await waitFor(() => expect(user?.reload).toHaveBeenCalledTimes(1));
    expect(user?.getIdToken).toHaveBeenCalledWith(true);
  });

  it('clears the phone number when it is emptied', async () => {
    const { form, calls, account } = await openProfile();
    await fillIn(field(form, 'Phone number (optional)'), '01811223344');
    await save(form);
    await screen.findByText('Your profile is saved.');

    await userEvent.clear(field(form, 'Phone number (optional)'));
    await save(form);

    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls)[1]).toEqual({ phone: '' });
    await waitFor(() => expect(account()?.phone).toBeUndefined());
  });

  it('shows the contract’s message on the field, linked to it, and sends nothing', async () => {
    const { form, calls } = await openProfile();

    await userEvent.clear(field(form, 'Name'));
    await fillIn(field(form, 'Phone number (optional)'), '12-34');
    await save(form);

    const name = field(form, 'Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // The message under the field is its error message (aria-errormessage), read with it.
    expect(name).toHaveAccessibleErrorMessage('Name is required');
    expect(field(form, 'Phone number (optional)')).toHaveAccessibleErrorMessage('Phone number must be 6 to 15 digits');
    expect(patches(calls)).toEqual([]);
  });

  it('shows a field the API refuses under that field', async () => {
    const { form } = await openProfile(({ method }) => (method === 'PATCH' ? refused(400, 'Invalid location: Location must be at most 200 characters.') : undefined));

    await fillIn(field(form, 'Location (optional)'), 'Dinajpur');
    await save(form);

    const location = field(form, 'Location (optional)');
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    expect(location).toHaveAccessibleErrorMessage('Location must be at most 200 characters.');
    await waitFor(() => expect(location).toHaveFocus());
  });

  it('says there is nothing to save when nothing changed', async () => {
    const { form, calls } = await openProfile();

    await save(form);

    expect(await screen.findByText('Nothing to save: change a field or choose a picture first.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('uploads a new picture with its progress, then saves its address', async () => {
    let reportProgress: (fraction: number) => void = () => {};
    let finishUpload: (url: string) => void = () => {};
    vi.mocked(uploadImage).mockImplementation((_file, _purpose, onProgress) => {
      reportProgress = onProgress ?? reportProgress;
      return new Promise((resolve) => (finishUpload = resolve));
    });
    const { form, calls } = await openProfile();

    await userEvent.upload(within(form).getByLabelText(/^Profile picture/), picture());
    await save(form);

    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(expect.any(File), 'avatar', expect.any(Function), expect.any(Function)));
    expect(within(form).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    reportProgress(0.5);
    const bar = await within(form).findByRole('progressbar', { name: 'Uploading picture' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    finishUpload(PICTURE_URL);

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ photoURL: PICTURE_URL }]);
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a picture could not be uploaded, under the picture, and saves nothing', async () => {
    vi.mocked(uploadImage).mockRejectedValueOnce(new UploadError('The picture is larger than 5 MB, even after scaling it down.'));
    const { form, calls } = await openProfile();

    await userEvent.upload(within(form).getByLabelText(/^Profile picture/), picture());
    await save(form);

    expect(await within(form).findByText('The picture is larger than 5 MB, even after scaling it down.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Profile picture/)).toHaveAttribute('aria-invalid', 'true');
    expect(patches(calls)).toEqual([]);
  });
});
