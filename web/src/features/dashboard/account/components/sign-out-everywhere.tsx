import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { signOutHere } from '@/features/auth';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { signOutEverywhere } from '../api/my-account';
import { authFailure } from '../auth-error';

/**
 * Ends every session of the account after a confirmation (a lost phone, a shared computer). The
 * API ends this one too, so the browser signs out at once and Sign In says what happened.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);

  const endEverySession = async () => {
    try {
      const { message } = await signOutEverywhere();
      await signOutHere({ notice: message });
    } catch (error) {
      // The API's refusal, or Firebase's failure to sign out here, in plain words.
      toast.error((await authFailure(error)).message);
    }
  };

  return (
    <>
      <Button variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out…"
        cancelLabel="Stay signed in"
        onConfirm={endEverySession}
      >
        <Text>Every phone and computer signed in to your account is signed out, this one too. You then sign in again here.</Text>
      </ConfirmDialog>
    </>
  );
}
