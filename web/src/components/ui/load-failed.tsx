import { Button, Stack, Text } from '@chakra-ui/react';

type LoadFailedProps = {
  /** What could not be loaded, as in "We could not load {what}." */
  what: string;
  /** The API client's message: why, in plain words. */
  reason: string;
  retrying: boolean;
  onRetry: () => void;
};

/** A list or page that could not be loaded: says so, why, and offers to try again (never a blank area). */
export function LoadFailed({ what, reason, retrying, onRetry }: LoadFailedProps) {
  return (
    <Stack role="alert" align="center" textAlign="center" py="12" px="4" gap="3" borderWidth="1px" rounded="l3">
      <Text fontWeight="semibold" fontSize="lg">
        We could not load {what}.
      </Text>
      <Text color="fg.muted">{reason}</Text>
      <Button variant="outline" onClick={onRetry} loading={retrying} loadingText="Trying again…">
        Try again
      </Button>
    </Stack>
  );
}
