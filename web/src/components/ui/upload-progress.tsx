import { HStack, Progress } from '@chakra-ui/react';

/**
 * A picture upload's progress bar; `fraction` runs from 0 to 1. `label` names the bar (by default
 * "Uploading picture"): a form that uploads several pictures names each its own.
 */
export function UploadProgress({ fraction, label = 'Uploading picture' }: { fraction: number; label?: string }) {
  return (
    <Progress.Root value={Math.round(fraction * 100)} size="sm">
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm">{label}</Progress.Label>
        <Progress.ValueText fontSize="sm" />
      </HStack>
      {/* Named after the label: by default the bar is named by its percentage only. */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
