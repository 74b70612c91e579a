import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../store/users.js';
import { sessionVerdict, type TokenSession } from './session.js';

const record = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({ role: 'seller', sellerVerify: true, adminVerify: false, sessionsValidAfter: 0, profile: { displayName: 'Rahim Uddin' }, ...overrides });
const token = (overrides: Partial<TokenSession> = {}): TokenSession => ({
  uid: 'u1',
  claims: { role: 'seller', sellerVerify: true, adminVerify: false },
  issuedAtMs: 1_800_000_000_500,
  precisionMs: 1,
  ...overrides,
});

describe('whether a session still stands', () => {
  it('stands when the token agrees with the record and was issued after its sessions last ended', () => {
    expect(sessionVerdict(token(), record({ sessionsValidAfter: 1_800_000_000_500 }))).toBe('ok');
  });

  it('has ended for an access token issued even a millisecond before the sessions were ended', () => {
    expect(sessionVerdict(token(), record({ sessionsValidAfter: 1_800_000_000_501 }))).toBe('ended');
  });

  it('judges an ID token, known to the second, from the start of its second', () => {
    const idToken = token({ issuedAtMs: 1_800_000_000_000, precisionMs: 1000 });
    expect(sessionVerdict(idToken, record({ sessionsValidAfter: 1_800_000_000_700 }))).toBe('ok');
    expect(sessionVerdict(idToken, record({ sessionsValidAfter: 1_800_000_001_000 }))).toBe('ended');
    // Within that second, a token whose claims the record no longer gives is still refused.
    expect(sessionVerdict(idToken, record({ sessionsValidAfter: 1_800_000_000_700, role: 'buyer' }))).toBe('changed');
  });

  it('has ended for an account whose record is gone while the token still claims a role', () => {
    expect(sessionVerdict(token(), null)).toBe('ended');
  });

  it('asks Auth about a token with no role claim and no record (an account not registered yet)', () => {
    expect(sessionVerdict(token({ claims: {} }), null)).toBe('ask-auth');
  });

  it.each([
    ['a role the record no longer gives', { role: 'admin' as const }],
    ['a seller tick taken away', { sellerVerify: false }],
  ])('refuses a token that claims %s', (_case, change) => {
    expect(sessionVerdict(token(), record(change))).toBe('changed');
  });

  it('refuses an admin tick the record does not give', () => {
    expect(sessionVerdict(token({ claims: { role: 'admin', adminVerify: true } }), record({ role: 'admin', adminVerify: false }))).toBe('changed');
  });

  it('lets a token without claims act as a buyer, whatever the record gives', () => {
    expect(sessionVerdict(token({ claims: {} }), record({ role: 'seller' }))).toBe('ok');
  });
});
