import { describe, expect, it } from 'vitest';
import { announceEndedEverywhere, announceRejectedSession, announceSignOut, takeSessionEnd } from './session-end-reason';

describe('why a session ended', () => {
  it('a session Firebase ends on its own (revoked, deleted, another tab) is told as ended', () => {
    expect(takeSessionEnd()).toEqual({ reason: 'ended', message: 'Your session has ended. Please sign in again.' });
  });

  it('a sign-out the user chose carries no message, and is read once', () => {
    announceSignOut();

    expect(takeSessionEnd()).toEqual({ reason: 'signed-out' });
    expect(takeSessionEnd().reason).toBe('ended');
  });

  it('a session the API refused says the API’s reason, or a plain one when the API gave none', () => {
    announceRejectedSession('Your account was changed by an admin. Please sign in again.');
    expect(takeSessionEnd()).toEqual({ reason: 'rejected', message: 'Your account was changed by an admin. Please sign in again.' });

    announceRejectedSession(undefined);
    expect(takeSessionEnd()).toEqual({ reason: 'rejected', message: 'Your session is no longer valid. Please sign in again.' });
  });

  it('ending every session from the Account page carries its confirmation, read once', () => {
    announceEndedEverywhere('Every session of your account has ended. Sign in again to go on.');

    expect(takeSessionEnd()).toEqual({ reason: 'ended-everywhere', message: 'Every session of your account has ended. Sign in again to go on.' });
    expect(takeSessionEnd().reason).toBe('ended');
  });
});
