// Loaded with the first page (the router watches every session): no Firebase, no toasts here.

/**
 * How a session ended: the user chose Sign out; Firebase reported nobody signed in on its own
 * (token revoked, account deleted or disabled, signed out in another tab); the API refused the
 * session's token (401); or the user ended every session of their account (the Account page).
 * Unless they chose plain Sign out, they are told why on the Sign In page.
 */
export type SessionEnd = { reason: 'signed-out' } | { reason: 'ended' | 'rejected' | 'ended-everywhere'; message: string };

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
/** When the API refused the session without saying why. */
export const SESSION_REJECTED_MESSAGE = 'Your session is no longer valid. Please sign in again.';

let announced: SessionEnd | null = null;

/**
 * The app itself is about to sign out, just before it asks Firebase to: when Firebase then
 * reports nobody signed in, whoever handles that report reads why with `takeSessionEnd`.
 */
export function announceSignOut(): void {
  announced = { reason: 'signed-out' };
}

/** The same, when the API refused the session; its answer's message says why, when it gave one. */
export function announceRejectedSession(apiMessage: string | undefined): void {
  announced = { reason: 'rejected', message: apiMessage?.trim() || SESSION_REJECTED_MESSAGE };
}

/** The same, when the user ended every session of their account; `message` confirms it on Sign In. */
export function announceEndedEverywhere(message: string): void {
  announced = { reason: 'ended-everywhere', message };
}

/** Why the session Firebase just reported as over ended: as announced, else it ended on its own. */
export function takeSessionEnd(): SessionEnd {
  const end = announced ?? { reason: 'ended', message: SESSION_ENDED_MESSAGE };
  announced = null;
  return end;
}
