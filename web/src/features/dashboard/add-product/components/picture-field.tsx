import { Box, Image, Stack } from '@chakra-ui/react';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { UploadProgress } from '@/components/ui/upload-progress';
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
        <ImageFileInput {...registration} />
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
      {progress === null ? null : <UploadProgress fraction={progress} />}
    </Stack>
  );
}
