import type { Account, User } from '@contract';
import type { CurrentUser } from '@/features/auth';
import { fixture } from './fixture';

/** A user's record as the API answers it (`POST /user`, the admin lists), the seeded buyer's. */
export const testAccount = fixture<User>({
  _id: 'buyer-1',
  displayName: 'Tanvir Ahmed',
  email: 'buyer@machinery.test',
  role: 'buyer',
  sellerVerify: false,
  adminVerify: false,
  photoURL: '',
});

/** A signed-in user as the screens see them, the seeded buyer. */
export const testUser = fixture<CurrentUser>({
  uid: 'uid-buyer-1',
  email: 'buyer@machinery.test',
  displayName: 'Tanvir Ahmed',
  photoURL: '',
  role: 'buyer',
  sellerVerify: false,
  adminVerify: false,
});

/** The signed-in person's own record (`GET /user/me`), the seeded buyer's, their address verified. */
export const testMyAccount = fixture<Account>({
  ...testAccount(),
  emailVerified: true,
  joinedAt: '2026-03-02T09:30:00.000Z',
  lastSignInAt: '2026-05-20T14:05:00.000Z',
});
