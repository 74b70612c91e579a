import { permissions } from '../contract/index.js';
import type { Caller } from './caller.js';
import { forbidden } from '../contract/errors.js';
import { usersStore } from '../store/users.js';

/**
 * Whose "my" list `?email=` selects, as an account id: the caller's own, or for an admin the
 * account registered under that address now (null when there is none, an empty list). Lists are
 * keyed by account id, so a new account under a deleted user's address sees nothing of theirs.
 */
export async function listOwner(caller: Caller, email: string, what: string): Promise<string | null> {
  if (email === caller.email) return caller.uid;
  if (!permissions.actForOthers(caller.role)) throw forbidden(`You can only see your own ${what}.`);
  return (await usersStore.findByEmail(email))?._id ?? null;
}
