import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testMyAccount } from '@/testing/accounts';
import { fakeAuth, firebaseAuthModule, firebaseError } from '@/testing/fake-firebase';
import { renderWithProviders, testUser } from '@/testing/render';
import { firebaseUserOf, stubMyAccount } from '../../testing/my-account';
import { ok } from '../../testing/stub-api';
import { AccountPage } from './account-page';

/** The page of a buyer whose address is not verified; `verifiedAfter` is how many reads of the account pass before the API's token says it is verified. */
async function openUnverified({ verifiedAfter = Infinity } = {}) {
  const account = testMyAccount({ emailVerified: false });
  let reads = 0;
  const api = stubMyAccount(account, ({ method, path }) => {
    if (method !== 'GET' || path !== '/user/me') return undefined;
    reads += 1;
    return ok({ ...account, emailVerified: reads > verifiedAfter });
  });
  renderWithProviders(<AccountPage />, { user: testUser() });
  const user = firebaseUserOf(account);
  fakeAuth.currentUser = user;
  const section = await screen.findByRole('region', { name: 'E-mail address' });
  return { ...api, user, section };
}

describe('the e-mail address’s status', () => {
  it('sends the verification e-mail through Firebase and says where it went', async () => {
    const { section, user } = await openUnverified();

    await userEvent.click(within(section).getByRole('button', { name: 'Send verification e-mail' }));

    expect(await screen.findByText(/^We sent a link to buyer@machinery.test\./)).toBeInTheDocument();
    expect(firebaseAuthModule.sendEmailVerification).toHaveBeenCalledWith(user);
  });

  it('says in plain words when Firebase refuses to send another one so soon', async () => {
    const { section } = await openUnverified();
    firebaseAuthModule.sendEmailVerification.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));

    await userEvent.click(within(section).getByRole('button', { name: 'Send verification e-mail' }));

    expect(await screen.findByText('Too many attempts. Wait a few minutes, then try again.')).toBeInTheDocument();
  });

  it('once the link was opened, “I have verified it” takes a new token and shows Verified, and the banner goes', async () => {
    const { section, user } = await openUnverified({ verifiedAfter: 1 });
    expect(screen.getByText('Your e-mail address is not verified')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'I have verified it' }));

    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(await within(section).findByText('Verified')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send verification e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your e-mail address is not verified')).not.toBeInTheDocument();
    // Firebase's record read again, then a token forced anew: the API reads the status from it.
    expect(user.reload).toHaveBeenCalledTimes(1);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(user.reload.mock.invocationCallOrder[0]).toBeLessThan(user.getIdToken.mock.invocationCallOrder[0] ?? 0);
  });

  it('says so when the link has not been opened yet', async () => {
    const { section } = await openUnverified();

    await userEvent.click(within(section).getByRole('button', { name: 'I have verified it' }));

    expect(await screen.findByText('Your e-mail address is not verified yet. Open the link in the e-mail we sent, then try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'I have verified it' })).toBeEnabled());
    expect(within(section).getByText('Not verified')).toBeInTheDocument();
  });
});
