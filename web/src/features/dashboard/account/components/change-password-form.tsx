import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { InputField } from '@/components/ui/form-field';
import { passwordChangeSchema, type PasswordChange } from '../account-forms';
import { authFailure } from '../auth-error';
import { changePassword } from '../firebase-account';

export const PASSWORD_CHANGED = 'Your password is changed.';
export const WRONG_CURRENT_PASSWORD = 'This is not your current password.';

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** For accounts that sign in with a password: the current one proves it is the person, then the new one replaces it. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: empty });

  const change = async ({ currentPassword, newPassword }: PasswordChange) => {
    try {
      await changePassword(currentPassword, newPassword);
    } catch (error) {
      // A wrong current password is the person's to fix, under the field; anything else is Firebase's.
      const failure = await authFailure(error);
      if (failure.wrongPassword) setError('currentPassword', { type: 'identity', message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
      else toast.error(failure.message);
      return;
    }
    reset(empty);
    toast.success(PASSWORD_CHANGED);
  };

  return (
    // noValidate: the messages below, not the browser's, say what is wrong.
    <Stack asChild gap="4">
      <form noValidate aria-label="Change password" onSubmit={handleSubmit(change)}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <InputField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
          <InputField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <InputField label="New password again" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        </SimpleGrid>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Changing…">
          Change password
        </Button>
      </form>
    </Stack>
  );
}
