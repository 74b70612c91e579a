import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../current-user';
import { forgetRememberedSession, rememberedSession, rememberSession } from './remembered-session';

const buyer: CurrentUser = { uid: 'uid-buyer', email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed', photoURL: '', role: 'buyer', sellerVerify: false, adminVerify: false };

describe('the session remembered for the next visit', () => {
  it('is who was signed in, with their role claims and nothing more', () => {
    rememberSession({ ...buyer, token: 'secret' } as CurrentUser);

    expect(rememberedSession()).toEqual(buyer);
    expect(localStorage.getItem('machinery.session.v1')).not.toContain('secret');
  });

  it('is nobody once forgotten, or when what is stored is not a user', () => {
    rememberSession(buyer);
    forgetRememberedSession();
    expect(rememberedSession()).toBeNull();

    localStorage.setItem('machinery.session.v1', JSON.stringify({ ...buyer, role: 'owner' }));
    expect(rememberedSession()).toBeNull();
    localStorage.setItem('machinery.session.v1', 'not json');
    expect(rememberedSession()).toBeNull();
  });
});
