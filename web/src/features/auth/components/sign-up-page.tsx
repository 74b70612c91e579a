import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  const { state } = useLocation();
  return (
    <AuthLayout title="Create a Account">
      <SignUpForm />
      <Text textAlign="center" fontSize="sm">
        Already have an account?{' '}
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          {/* Passes the guard's return address on, so signing in still comes back to it. */}
          <RouterLink to="/signin" state={state}>
            Sign in to your account
          </RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
