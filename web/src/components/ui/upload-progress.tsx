import { HStack, Progress } from '@chakra-ui/react';

/** The picture upload's progress bar; `fraction` runs from 0 to 1. */
export function UploadProgress({ fraction }: { fraction: number }) {
  return (
    <Progress.Root value={Math.round(fraction * 100)} size="sm">
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm">Uploading picture</Progress.Label>
        <Progress.ValueText fontSize="sm" />
      </HStack>
      {/* Named after the label: by default the bar is named by its percentage only. */}
      <Progress.Track aria-label="Uploading picture">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
