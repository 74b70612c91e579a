import { Text } from '@chakra-ui/react';
import type { Account } from '@contract';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { useChakraReady } from '@/components/ui/use-chakra-ready';
import { DashboardPage } from '../../components/dashboard-page';
import { useDrawnInTurns } from '../../components/use-rows-in-slices';
import { readMyAccount, useMyAccount } from '../api/my-account';
import { useSignInMethods } from '../firebase-account';
import { AccountSection } from './account-section';
import { AccountSummary } from './account-summary';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';
import { EmailStatus, UnverifiedBanner } from './email-status';
import { ProfileForm } from './profile-form';
import { ProfileLoading, ProfileSection, SectionShapes } from './profile-arriving';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Account: the signed-in person's own profile, e-mail, password, data, sessions and the way to leave. */
export function AccountPage() {
  const { data, error, isValidating, mutate } = useMyAccount();
  // SWR's answer re-renders at once (useSyncExternalStore), which would draw every section, and
  // build Chakra's theme, in one task; drawn from the deferred account, they come in a transition
  // React slices, yielding to the browser between them.
  const account = useDeferredValue(data);
  // Its sections are Chakra's: drawn once the system is built, in idle moments (grey shapes till then).
  const drawn = useChakraReady() ? account : undefined;
  const save = (next: Account) => mutate(next, { revalidate: false });
  return (
    <DashboardPage title="Account">
      {!account && error ? (
        <LoadFailed what="your account" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
      ) : (
        <>
          <ProfileSection>
            {drawn ? (
              <>
                <AccountSummary account={drawn} />
                <ProfileForm account={drawn} onSaved={save} />
              </>
            ) : (
              <ProfileLoading />
            )}
          </ProfileSection>
          {drawn ? <OtherSections account={drawn} save={save} /> : <SectionShapes count={3} />}
        </>
      )}
    </DashboardPage>
  );
}

type OtherSectionsProps = {
  account: Account;
  /** Puts an account the API just answered in the page's cache. */
  save: (account: Account) => Promise<unknown>;
};

/** The sections after Profile: e-mail, password, data, sessions, and leaving. */
function OtherSections({ account, save }: OtherSectionsProps) {
  const methods = useSignInMethods();

  const refresh = async () => {
    const fresh = await readMyAccount();
    await save(fresh);
    return fresh;
  };

  const sections: { key: string; section: ReactNode }[] = [
    {
      key: 'email',
      section: (
        <>
          {/* Under Profile, whose frame is on screen before the account is read: nothing above it moves. */}
          {account.emailVerified ? null : <UnverifiedBanner email={account.email} />}
          <AccountSection title="E-mail address" description="The address you sign in with. It cannot be changed here.">
            <EmailStatus account={account} onRefresh={refresh} />
          </AccountSection>
        </>
      ),
    },
    ...(methods?.password
      ? [
          {
            key: 'password',
            section: (
              <AccountSection title="Password" description="Type your current password first: it proves it is you.">
                <ChangePasswordForm />
              </AccountSection>
            ),
          },
        ]
      : []),
    {
      key: 'data',
      section: (
        <AccountSection
          title="Your data"
          description="Everything the marketplace keeps about you, as one JSON file: your account, your listings with their price history, bookings made and received, favourites, saved searches, notifications and what admins did to your account."
        >
          <DownloadMyData />
        </AccountSection>
      ),
    },
    {
      key: 'sessions',
      section: (
        <AccountSection title="Sessions" description="Lost a phone or used a shared computer? End every session of your account at once.">
          <SignOutEverywhere />
        </AccountSection>
      ),
    },
    {
      key: 'leaving',
      section:
        account.role === 'admin' ? (
          <AccountSection title="Deleting your account">
            <Text>An admin account is removed by the owner of the marketplace, not from here.</Text>
          </AccountSection>
        ) : (
          <AccountSection title="Danger zone" danger>
            <DeleteAccount email={account.email} methods={methods} />
          </AccountSection>
        ),
    },
  ];
  // One section a turn, after Profile: each is a render and a commit of its own (Chakra's fields
  // and buttons write their styles as they commit), where all at once made one long task.
  const drawn = sections.slice(0, useDrawnInTurns(sections.length, 0));
  return (
    <>
      {drawn.map(({ key, section }) => (
        <Fragment key={key}>{section}</Fragment>
      ))}
      <SectionShapes count={Math.min(3, sections.length - drawn.length)} />
    </>
  );
}
