import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Account } from '@contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { authFailure } from '../auth-error';
import { refreshSignIn, sendVerificationEmail } from '../firebase-account';

export const NOT_VERIFIED_YET = 'Your e-mail address is not verified yet. Open the link in the e-mail we sent, then try again.';
export const NOW_VERIFIED = 'Your e-mail address is verified.';

/** At the top of the page until the address is proven: buyers and sellers trust a verified address. */
export function UnverifiedBanner({ email }: { email: string }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your e-mail address is not verified</Alert.Title>
        <Alert.Description>
          Prove that {email} is yours: send yourself the link under “E-mail address” below and open it.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type EmailStatusProps = {
  account: Account;
  /** Reads the account again (GET /user/me): the answer says whether the address is now verified. */
  onRefresh: () => Promise<Account | undefined>;
};

/**
 * Whether the address is verified, from the token the API read. Not yet: Firebase sends the link,
 * and once it was opened (in any tab), "I have verified it" takes a new token and reads the status again.
 */
export function EmailStatus({ account, onRefresh }: EmailStatusProps) {
  const [step, setStep] = useState<'sending' | 'checking' | null>(null);

  const run = async (which: 'sending' | 'checking', work: () => Promise<void>) => {
    setStep(which);
    try {
      await work();
    } catch (error) {
      toast.error((await authFailure(error)).message);
    } finally {
      setStep(null);
    }
  };

  const send = () =>
    run('sending', async () => {
      await sendVerificationEmail();
      toast.success(`We sent a link to ${account.email}. Open it, then come back and choose “I have verified it”.`);
    });

  const check = () =>
    run('checking', async () => {
      await refreshSignIn();
      const fresh = await onRefresh();
      if (fresh?.emailVerified) toast.success(NOW_VERIFIED);
      else toast.error(NOT_VERIFIED_YET);
    });

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium" wordBreak="break-all">
          {account.email}
        </Text>
        <Badge colorPalette={account.emailVerified ? 'green' : 'orange'} variant="subtle">
          {account.emailVerified ? 'Verified' : 'Not verified'}
        </Badge>
      </HStack>
      {account.emailVerified ? null : (
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => void send()} loading={step === 'sending'} loadingText="Sending…" disabled={step !== null}>
            Send verification e-mail
          </Button>
          <Button variant="outline" onClick={() => void check()} loading={step === 'checking'} loadingText="Checking…" disabled={step !== null}>
            I have verified it
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
