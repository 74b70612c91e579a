import { createContext, useContext } from 'react';
import type { Role } from '@contract';

/** The signed-in user as every screen sees it: Firebase profile plus the role claims. */
export type CurrentUser = {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** From the ID token's custom claims; no claim means buyer. */
  role: Role;
  sellerVerify: boolean;
  adminVerify: boolean;
};

/** The same account with the same profile and claims: nothing a screen shows or decides differs. */
export function sameUser(a: CurrentUser | null, b: CurrentUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL &&
    a.role === b.role &&
    a.sellerVerify === b.sellerVerify &&
    a.adminVerify === b.adminVerify
  );
}

/** `loading` is true from start-up until Firebase first reports the authentication state. */
export type CurrentUserState = { user: CurrentUser | null; loading: boolean };

export const CurrentUserContext = createContext<CurrentUserState>({ user: null, loading: true });

export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}
