import { Box, Image, Input, Progress, Stack } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

type PictureFieldProps = {
  registration: UseFormRegisterReturn<'picture'>;
  error?: string;
  preview: string | null;
  /** The upload's progress from 0 to 1 while it runs, otherwise null. */
  progress: number | null;
};

/** The picture: images only, a preview of the chosen one, and the upload's progress on submit. */
export function PictureField({ registration, error, preview, progress }: PictureFieldProps) {
  return (
    <Stack gap="3" gridColumn="1 / -1">
      <FormField label="Picture" error={error}>
        <Input
          type="file"
          accept="image/*"
          py="1.5"
          h="auto"
          css={{ '&::file-selector-button': { marginInlineEnd: '3', cursor: 'pointer' } }}
          {...registration}
        />
      </FormField>
      {preview ? (
        <Box>
          <Image
            src={preview}
            alt="Preview of the chosen picture"
            width={240}
            height={180}
            w="60"
            h="45"
            objectFit="cover"
            rounded="md"
            borderWidth="1px"
          />
        </Box>
      ) : null}
      {progress === null ? null : (
        <Progress.Root value={Math.round(progress * 100)} maxW="sm">
          <Progress.Label mb="1">Uploading picture</Progress.Label>
          <Progress.Track aria-label="Uploading picture">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText mt="1" />
        </Progress.Root>
      )}
    </Stack>
  );
}
