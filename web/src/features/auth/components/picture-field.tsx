import { Field, HStack, Image } from '@chakra-ui/react';
import { ImageFileInput } from '@/components/ui/image-file-input';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { usePicturePreview } from './use-picture-preview';

type PictureFieldProps = { registration: UseFormRegisterReturn<'image'>; file: File | undefined; error: string | undefined };

/** The profile picture: image files only, with a preview of the chosen one. */
export function PictureField({ registration, file, error }: PictureFieldProps) {
  const preview = usePicturePreview(file);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Profile picture <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="3" width="full" align="center">
        {preview ? (
          <Image src={preview} alt="Preview of your profile picture" htmlWidth={48} htmlHeight={48} boxSize="12" rounded="full" objectFit="cover" flexShrink="0" />
        ) : null}
        <ImageFileInput {...registration} />
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
