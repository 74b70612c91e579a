import { useCurrentUser, type CurrentUser } from '@/features/auth';

/** The user of a dashboard screen: the layout's guard renders the screens only once someone is signed in. */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('A dashboard screen rendered without a signed-in user.');
  return user;
}
