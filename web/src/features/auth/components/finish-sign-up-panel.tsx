import { Alert, Button, Stack, Wrap } from '@chakra-ui/react';
import type { SignUpIncompleteError } from '../auth-actions';

type FinishSignUpPanelProps = {
  problem: SignUpIncompleteError;
  busy: boolean;
  onRetryUpload: () => void;
  onContinueWithoutPicture: () => void;
  onTryAgain: () => void;
};

/** The account exists but its set-up stopped: say so plainly and offer the ways on. */
export function FinishSignUpPanel({ problem, busy, onRetryUpload, onContinueWithoutPicture, onTryAgain }: FinishSignUpPanelProps) {
  const pictureFailed = problem.step === 'picture';
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>
            {pictureFailed
              ? 'Your account is created, but the picture could not be uploaded.'
              : 'Your account is created, but your profile could not be saved.'}
          </Alert.Title>
          <Alert.Description>{problem.message}</Alert.Description>
        </Alert.Content>
        <Wrap gap="2">
          {pictureFailed ? (
            <>
              <Button size="sm" loading={busy} onClick={onRetryUpload}>
                Retry upload
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={onContinueWithoutPicture}>
                Continue without a picture
              </Button>
            </>
          ) : (
            <Button size="sm" loading={busy} onClick={onTryAgain}>
              Try again
            </Button>
          )}
        </Wrap>
      </Stack>
    </Alert.Root>
  );
}
