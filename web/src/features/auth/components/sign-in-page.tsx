import { Alert } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { guardNotice } from '../return-path';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const notice = guardNotice(useLocation().state);
  return (
    <AuthLayout title="Sign In" other={{ prompt: 'New to Machinery Market?', to: '/signup', label: 'Create an account' }}>
      {/* Only for a visitor the guard sent here: they asked for another page and should know why this one opened. */}
      {notice ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SignInForm />
    </AuthLayout>
  );
}
