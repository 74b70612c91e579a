import { HStack, Image, Stack } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { ImageFileInput } from './image-file-input';
import { UploadProgress } from './upload-progress';
import { usePicturePreview } from './use-picture-preview';

type PictureFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  /** The chosen file, previewed as soon as it is chosen. */
  file: File | undefined;
  error?: string;
  /** A profile picture shows small and round beside the input; a listing's photo large below it. */
  look: 'avatar' | 'photo';
  previewAlt: string;
  /** The upload's progress from 0 to 1 while it runs, otherwise null. */
  progress?: number | null;
  gridColumn?: string;
};

/** A picture to upload: images only, a preview of the chosen one, and the upload's progress. */
export function PictureField({ label, registration, file, error, look, previewAlt, progress = null, gridColumn }: PictureFieldProps) {
  const preview = usePicturePreview(file);
  const input = <ImageFileInput {...registration} />;
  return (
    <FormField label={label} error={error} gridColumn={gridColumn}>
      {look === 'avatar' ? (
        <HStack gap="3" width="full" align="center">
          {preview ? (
            <Image src={preview} alt={previewAlt} htmlWidth={48} htmlHeight={48} boxSize="12" rounded="full" objectFit="cover" flexShrink="0" />
          ) : null}
          {input}
        </HStack>
      ) : (
        <Stack gap="3" width="full">
          {input}
          {preview ? <Image src={preview} alt={previewAlt} htmlWidth={240} htmlHeight={180} w="60" h="45" objectFit="cover" rounded="md" borderWidth="1px" /> : null}
        </Stack>
      )}
      {progress === null ? null : <UploadProgress fraction={progress} />}
    </FormField>
  );
}
