import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import { SignUpIncompleteError, useAuthActions } from '../auth-actions';
import { authErrorField, authErrorMessage } from '../auth-errors';
import { signUpSchema, type SignUpFormInput, type SignUpValues } from '../sign-up-schema';
import { useAccountFlow } from '../use-account-flow';
import { FinishSignUpPanel } from './finish-sign-up-panel';
import { GoogleLoginButton } from './google-login-button';
import { OrSeparator } from './or-separator';
import { RoleChoice } from './role-choice';
import { InputField } from '@/components/ui/form-field';
import { PictureField } from '@/components/ui/picture-field';
import { UploadProgress } from '@/components/ui/upload-progress';

export const SIGN_UP_SUCCESS_MESSAGE = 'User Created Successfully';

const emptyForm: SignUpFormInput = { name: '', image: undefined, email: '', password: '', role: 'buyer' };

export function SignUpForm() {
  const flow = useAccountFlow();
  const { signUp, finishSignUp } = useAuthActions();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<SignUpIncompleteError | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<SignUpFormInput, unknown, SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: emptyForm });

  if (flow.leaveTo) return <Navigate to={flow.leaveTo} replace />;

  const succeed = () => {
    toast.success(SIGN_UP_SUCCESS_MESSAGE);
    setProblem(null);
    flow.setPhase('done');
  };

  const fail = (error: unknown) => {
    if (error instanceof SignUpIncompleteError) {
      // The account exists from here on: say so, and keep the form for finishing it.
      toast.error(
        error.step === 'picture'
          ? `Your account was created, but the picture could not be uploaded: ${error.message}`
          : `Your account was created, but your profile could not be saved: ${error.message}`,
      );
      setProblem(error);
      flow.setPhase('held');
    } else if (problem) {
      toast.error(authErrorMessage(error));
      flow.setPhase('held');
    } else {
      // Spec section 8: identity errors show under the password, but those about the address
      // ("This e-mail address is not valid.") under and on the E-mail field they are about.
      setError(authErrorField(error), { type: 'identity', message: authErrorMessage(error) }, { shouldFocus: true });
      flow.setPhase('idle');
    }
  };

  const run = async (step: () => Promise<void>) => {
    flow.setPhase('working');
    try {
      await step();
      succeed();
    } catch (error) {
      fail(error);
    } finally {
      setProgress(null);
    }
  };

  const onValid = (values: SignUpValues) => run(() => signUp(values, setProgress));

  const finish = (picture: File | string | null) =>
    void run(() => finishSignUp({ name: getValues('name').trim(), role: getValues('role'), picture }, setProgress));

  const retryUpload = () => {
    const file = getValues('image')?.[0];
    if (!file?.type.startsWith('image/')) {
      setError('image', { type: 'retry', message: 'Choose a picture to upload, or continue without one.' }, { shouldFocus: true });
      return;
    }
    finish(file);
  };

  const accountExists = problem !== null;

  return (
    <Stack gap="5">
      {/* noValidate: the spec's messages, not the browser's, explain what is wrong. */}
      <Stack asChild gap="4">
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <InputField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <PictureField purpose="avatar" control={control} name="image" error={errors.image?.message} />
          <InputField label="Email" type="email" autoComplete="email" error={errors.email?.message} readOnly={accountExists} {...register('email')} />
          <InputField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} readOnly={accountExists} {...register('password')} />
          <Controller
            control={control}
            name="role"
            render={({ field }) => <RoleChoice value={field.value} onChange={field.onChange} disabled={accountExists || flow.busy} />}
          />
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          {problem ? (
            <FinishSignUpPanel
              problem={problem}
              busy={flow.busy}
              onRetryUpload={retryUpload}
              onContinueWithoutPicture={() => finish(null)}
              onTryAgain={() => finish(problem.photoURL || null)}
            />
          ) : (
            <Button type="submit" width="full" loading={flow.busy} loadingText="Creating your account…">
              Sign Up
            </Button>
          )}
        </form>
      </Stack>
      {accountExists ? null : (
        <>
          <OrSeparator />
          <GoogleLoginButton disabled={flow.busy} onPhase={flow.setPhase} />
        </>
      )}
    </Stack>
  );
}
