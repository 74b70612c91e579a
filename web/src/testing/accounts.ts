import type { User } from '@contract';

/** A user's record as the API answers it (`POST /user`, the admin lists); override what the test is about. */
export function testAccount(overrides: Partial<User> = {}): User {
  return {
    _id: 'buyer-1',
    displayName: 'Tanvir Ahmed',
    email: 'buyer@machinery.test',
    role: 'buyer',
    sellerVerify: false,
    adminVerify: false,
    photoURL: '',
    ...overrides,
  };
}
