import { Button, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import { InputField } from '@/components/ui/form-field';
import { useAuthActions } from '../auth-actions';
import { authErrorField, authErrorMessage, errorCode } from '../auth-errors';
import { signInSchema, type SignInValues } from '../sign-in-schema';
import { useAccountFlow } from '../use-account-flow';
import { GoogleLoginButton, LOGIN_SUCCESS_MESSAGE } from './google-login-button';
import { OrSeparator } from './or-separator';

export const RESET_NEEDS_EMAIL = 'Type your e-mail above, then choose Forgot password.';
export const resetSentMessage = (email: string) => `If an account uses ${email}, a password reset e-mail is on its way.`;

export function SignInForm() {
  const flow = useAccountFlow();
  const { signIn, sendPasswordReset } = useAuthActions();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  if (flow.leaveTo) return <Navigate to={flow.leaveTo} replace />;

  const onValid = async ({ email, password }: SignInValues) => {
    flow.setPhase('working');
    try {
      await signIn(email, password);
      toast.success(LOGIN_SUCCESS_MESSAGE);
      flow.setPhase('done');
    } catch (error) {
      // Spec section 8: the identity service's answer goes under the password field, unless it is
      // about the address itself, which goes under the E-mail field.
      setError(authErrorField(error), { type: 'identity', message: authErrorMessage(error) }, { shouldFocus: true });
      flow.setPhase('idle');
    }
  };

  const resetPassword = async () => {
    const email = getValues('email').trim();
    if (!email) {
      setError('email', { type: 'reset', message: RESET_NEEDS_EMAIL }, { shouldFocus: true });
      return;
    }
    clearErrors('email');
    try {
      await sendPasswordReset(email);
      toast.success(resetSentMessage(email));
    } catch (error) {
      // The same answer whether or not the account exists: nobody learns who is registered.
      if (errorCode(error) === 'auth/user-not-found') toast.success(resetSentMessage(email));
      else toast.error(authErrorMessage(error));
    }
  };

  return (
    <Stack gap="5">
      {/* noValidate: the spec's messages, not the browser's, explain what is wrong. */}
      <Stack asChild gap="4">
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <InputField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <InputField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <Link asChild alignSelf="flex-start" fontSize="sm" colorPalette="brand" color="colorPalette.fg">
            <button type="button" onClick={() => void resetPassword()}>
              Forgot password
            </button>
          </Link>
          <Button type="submit" width="full" loading={flow.busy} loadingText="Signing in…">
            Sign In
          </Button>
        </form>
      </Stack>
      <OrSeparator />
      <GoogleLoginButton disabled={flow.busy} onPhase={flow.setPhase} />
    </Stack>
  );
}
