import { HStack, Image, Stack } from '@chakra-ui/react';
import type { UploadPurpose } from '@contract';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { ImageFileInput } from './image-file-input';
import { UploadProgress } from './upload-progress';
import { usePicturePreview } from './use-picture-preview';

/**
 * The marketplace's two kinds of pictures, as uploads know them: an account's profile picture
 * (small and round beside the input) and a listing's photo (large below it).
 */
const kinds = {
  avatar: { label: 'Profile picture', previewAlt: 'Preview of your profile picture', look: 'avatar' },
  product: { label: 'Picture', previewAlt: 'Preview of the chosen picture', look: 'photo' },
} as const satisfies Record<UploadPurpose, { label: string; previewAlt: string; look: 'avatar' | 'photo' }>;

type PictureFieldProps<V extends FieldValues, C, T extends FieldValues> = {
  purpose: UploadPurpose;
  /** The form's control and the field holding the chosen files. */
  control: Control<V, C, T>;
  name: Path<V>;
  error?: string;
  /** The upload's progress from 0 to 1 while it runs, otherwise null. */
  progress?: number | null;
  /** A picture already kept (the profile's): choosing none keeps it, so the field is optional. */
  optional?: boolean;
  help?: string;
  gridColumn?: string;
};

/** A picture to upload: images only, a preview of the chosen one as soon as it is chosen, and the upload's progress. */
export function PictureField<V extends FieldValues, C, T extends FieldValues>({ purpose, control, name, error, progress = null, optional, help, gridColumn }: PictureFieldProps<V, C, T>) {
  const { label, previewAlt, look } = kinds[purpose];
  const files = useWatch({ control, name }) as FileList | File[] | undefined;
  const preview = usePicturePreview(files?.[0]);
  const input = <ImageFileInput {...control.register(name)} />;
  return (
    <FormField label={label} error={error} optional={optional} help={help} gridColumn={gridColumn}>
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
