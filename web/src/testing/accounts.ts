import type { User } from '@contract';
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
