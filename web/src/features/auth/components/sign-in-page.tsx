import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { state } = useLocation();
  return (
    <AuthLayout title="Sign In">
      <SignInForm />
      <Text textAlign="center" fontSize="sm">
        New to Machinery Market?{' '}
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          {/* Passes the guard's return address on, so signing up also comes back to it. */}
          <RouterLink to="/signup" state={state}>
            Create an account
          </RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
