import { createContext, useContext, useEffect } from 'react';
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
  // Field by field over whatever the type holds (all plain values), so a field added later counts too.
  const fields = Object.keys(a) as (keyof CurrentUser)[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

/** `loading` is true from start-up until Firebase first reports the authentication state. */
export type CurrentUserState = { user: CurrentUser | null; loading: boolean };

export const CurrentUserContext = createContext<CurrentUserState>({ user: null, loading: true });

export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}

/**
 * Whether Firebase itself has told who is signed in (`confirmed`), and how to have it asked
 * (`check`, which loads Firebase once). A visitor nobody was remembered for on this browser is
 * shown signed out without Firebase; a screen that must be sure (the signed-in screens' guard, the
 * sign-in screens) asks, through `useConfirmedSession`. Without the app's provider (component tests give the user themselves)
 * the user given is the answer.
 */
export type SessionCheck = { confirmed: boolean; check: () => void };

export const SessionCheckContext = createContext<SessionCheck>({ confirmed: true, check: () => {} });

function useSessionCheck(): SessionCheck {
  return useContext(SessionCheckContext);
}

/** For a screen that must be sure who is signed in: has Firebase asked (once), and answers whether it has told yet. */
export function useConfirmedSession(): boolean {
  const { confirmed, check } = useSessionCheck();
  useEffect(() => check(), [check]);
  return confirmed;
}
