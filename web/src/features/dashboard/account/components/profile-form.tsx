import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Account } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { InputField } from '@/components/ui/form-field';
import { PictureField } from '@/components/ui/picture-field';
import { ApiError } from '@/lib/api-client';
import { UploadError } from '@/lib/upload/upload-image';
import { usePictureUpload } from '@/lib/upload/use-picture-upload';
import { updateMyAccount } from '../api/my-account';
import { refreshSignIn } from '../firebase-account';
import { changesOf, formValuesOf, profileFormSchema, refusedField, type ProfileFormInput, type ProfileFormValues } from '../profile-form';

export const PROFILE_SAVED = 'Your profile is saved.';
export const NOTHING_TO_SAVE = 'Nothing to save: change a field or choose a picture first.';

type ProfileFormProps = { account: Account; onSaved: (account: Account) => Promise<unknown> };

/**
 * The person's name, phone, location and picture. A new picture is uploaded first (with its
 * progress), then only what changed is sent; a field the API refuses shows its message under it.
 */
export function ProfileForm({ account, onSaved }: ProfileFormProps) {
  const uploadPicture = usePictureUpload();
  // The account as last saved: the page's copy follows in a transition (account-page.tsx), and a
  // second save pressed before it comes must still send only what changed since the first.
  const saved = useRef(account);
  useEffect(() => {
    saved.current = account;
  }, [account]);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: formValuesOf(account) });

  const upload = async (file: File) => {
    setProgress(0);
    try {
      // The API keeps profile pictures as full addresses, wherever the upload answered from.
      return new URL(await uploadPicture(file, 'avatar', setProgress), window.location.origin).href;
    } finally {
      setProgress(null);
    }
  };

  const save = async (values: ProfileFormValues) => {
    const patch = changesOf(saved.current, values);
    try {
      if (values.picture) patch.photoURL = await upload(values.picture);
      if (Object.keys(patch).length === 0) return void toast(NOTHING_TO_SAVE);
      const { data } = await updateMyAccount(patch);
      reset(formValuesOf(data));
      saved.current = data;
      await onSaved(data);
      toast.success(PROFILE_SAVED);
    } catch (error) {
      if (error instanceof UploadError) return void setError('picture', { type: 'upload', message: error.message }, { shouldFocus: true });
      if (!(error instanceof ApiError)) throw error;
      const refused = error.status === 400 ? refusedField(error.message) : null;
      if (refused) setError(refused.field, { type: 'api', message: refused.message }, { shouldFocus: true });
      else toast.error(error.message);
      return;
    }
    // The record is saved whatever happens here; the top bar catches up at the next sign-in at worst.
    if (patch.displayName !== undefined || patch.photoURL !== undefined) {
      refreshSignIn().catch((error: unknown) => console.error('The signed-in profile could not be read again after saving it', error));
    }
  };

  return (
    // noValidate: the contract's messages, not the browser's, say what is wrong and where.
    <Stack asChild gap="4">
      <form noValidate aria-label="Profile" onSubmit={(event) => void handleSubmit(save)(event)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="Name" autoComplete="name" error={errors.displayName?.message} {...register('displayName')} />
          <InputField
            label="Phone number"
            optional
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            help="Digits only. Buyers see it on your listings."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <InputField label="Location" optional autoComplete="address-level2" help="Your town or district, e.g. Dinajpur." error={errors.location?.message} {...register('location')} />
          <PictureField purpose="avatar" control={control} name="picture" optional help="Choose one to replace your picture." error={errors.picture?.message} progress={progress} />
        </SimpleGrid>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText={progress === null ? 'Saving…' : 'Uploading…'}>
          Save profile
        </Button>
      </form>
    </Stack>
  );
}
