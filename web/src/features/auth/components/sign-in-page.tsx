import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  return (
    <AuthLayout title="Sign In" other={{ prompt: 'New to Machinery Market?', to: '/signup', label: 'Create an account' }}>
      <SignInForm />
    </AuthLayout>
  );
}
