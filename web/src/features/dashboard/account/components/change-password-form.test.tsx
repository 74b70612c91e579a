import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testMyAccount } from '@/testing/accounts';
import { fakeAuth, firebaseAuthModule, firebaseError } from '@/testing/fake-firebase';
import { renderWithProviders, testUser } from '@/testing/render';
import { fillIn } from '@/testing/typing';
import { firebaseUserOf, stubMyAccount } from '../../testing/my-account';
import { AccountPage } from './account-page';

async function openPasswordForm() {
  const account = testMyAccount();
  stubMyAccount(account);
  renderWithProviders(<AccountPage />, { user: testUser() });
  const user = firebaseUserOf(account);
  fakeAuth.currentUser = user;
  const form = await screen.findByRole('form', { name: 'Change password' });
  return { form, user };
}

const field = (form: HTMLElement, name: string) => within(form).getByLabelText(new RegExp(`^${name}`));

async function fillPasswords(form: HTMLElement, current: string, next: string, again = next) {
  await fillIn(field(form, 'Current password'), current);
  await fillIn(field(form, 'New password(?! again)'), next);
  await fillIn(field(form, 'New password again'), again);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('changing the password', () => {
  it('confirms the current password with Firebase first, then sets the new one and empties the form', async () => {
    const { form, user } = await openPasswordForm();

    await fillPasswords(form, 'Machine#2026', 'Engine#2027');

    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    const [reauthUser, credential] = firebaseAuthModule.reauthenticateWithCredential.mock.calls[0] ?? [];
    expect(reauthUser).toBe(user);
    expect(credential).toEqual({ providerId: 'password', email: 'buyer@machinery.test', password: 'Machine#2026' });
    expect(firebaseAuthModule.updatePassword).toHaveBeenCalledWith(user, 'Engine#2027');
    await waitFor(() => expect(field(form, 'Current password')).toHaveValue(''));
  });

  it('holds the new password to sign-up’s strength rule, and both to match', async () => {
    const { form } = await openPasswordForm();

    await fillPasswords(form, 'Machine#2026', 'engine2027');
    expect(await within(form).findByText(/^Use at least 8 characters with a small and a capital letter/)).toBeInTheDocument();

    await fillPasswords(form, 'Machine#2026', 'Engine#2027', 'Engine#2028');
    expect(await within(form).findByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(field(form, 'New password again')).toHaveAttribute('aria-invalid', 'true');
    expect(firebaseAuthModule.updatePassword).not.toHaveBeenCalled();
  });

  it('says under the field when the current password is wrong, and changes nothing', async () => {
    const { form } = await openPasswordForm();
    firebaseAuthModule.reauthenticateWithCredential.mockRejectedValueOnce(firebaseError('auth/invalid-credential'));

    await fillPasswords(form, 'Wrong#Pass2026', 'Engine#2027');

    const current = field(form, 'Current password');
    await waitFor(() => expect(current).toHaveAccessibleErrorMessage('This is not your current password.'));
    await waitFor(() => expect(current).toHaveFocus());
    expect(firebaseAuthModule.updatePassword).not.toHaveBeenCalled();
  });
});
