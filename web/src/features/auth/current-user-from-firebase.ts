import type { Role } from '@contract';
import type { User } from 'firebase/auth';
import type { CurrentUser } from './current-user';

function roleClaim(value: unknown): Role {
  // A missing (or unknown) role claim is a buyer, as everywhere in the marketplace.
  return value === 'seller' || value === 'admin' ? value : 'buyer';
}

type Profile = Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL'>;

/** The signed-in user as screens see it: the Firebase profile plus the role claims of its ID token. */
export async function currentUserFrom(user: User): Promise<CurrentUser> {
  const { claims } = await user.getIdTokenResult();
  return currentUserFromClaims(user, claims);
}

/** The same, from a profile and claims already at hand. */
export function currentUserFromClaims(user: Profile, claims: Record<string, unknown>): CurrentUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? '',
    role: roleClaim(claims.role),
    sellerVerify: claims.sellerVerify === true,
    adminVerify: claims.adminVerify === true,
  };
}
