import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** What an admin changes on a buyer's or seller's account: the role, or the seller's blue tick. */
export type AccountChange = { kind: 'role'; role: 'buyer' | 'seller' } | { kind: 'verify'; verified: boolean };

/**
 * `PUT /user/{id}/role` or `PUT /user/{id}/verify`: the API changes the record and the claims and
 * ends the user's sessions; the answer is the user as changed, with the API's message.
 */
export function changeAccount(id: string, change: AccountChange) {
  const user = `/user/${encodeURIComponent(id)}`;
  return change.kind === 'role'
    ? api(`${user}/role`, { method: 'PUT', body: { role: change.role }, answer: one('userSchema') })
    : api(`${user}/verify`, { method: 'PUT', body: { verified: change.verified }, answer: one('userSchema') });
}
