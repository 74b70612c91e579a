import { Button, EmptyState, Stack, Text } from '@chakra-ui/react';

export type EmptyMessage = { title: string; description: string };

export function ListEmpty({ title, description }: EmptyMessage) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description color="fg.muted">{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

type ListFailedProps = { title: string; reason: string; retrying: boolean; onRetry: () => void };

export function ListFailed({ title, reason, retrying, onRetry }: ListFailedProps) {
  return (
    <Stack role="alert" align="center" textAlign="center" py="10" px="4" gap="3" borderWidth="1px" rounded="l3">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <Text color="fg.muted">{reason}</Text>
      <Button variant="outline" onClick={onRetry} loading={retrying} loadingText="Trying again…">
        Try again
      </Button>
    </Stack>
  );
}
