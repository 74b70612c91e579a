import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  return (
    <AuthLayout title="Create a Account" other={{ prompt: 'Already have an account?', to: '/signin', label: 'Sign in to your account' }}>
      <SignUpForm />
    </AuthLayout>
  );
}
