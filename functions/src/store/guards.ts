import { Timestamp } from 'firebase-admin/firestore';
import type { Write } from './batch.js';
import { firestore } from './db.js';

/**
 * Guards of changes made from what a call read. A booking or a listing carries a `version`; a
 * change made from version v puts `create(guards/{scope}@{v})` in its batch and moves the
 * version to v + 1. Of two changes made from the same read (two tabs, the seller and the buyer
 * at once), the second finds the guard there and its whole batch fails: it is answered from
 * what now stands, never written over it.
 *
 * Why not a transaction: the Node Firestore emulator isolates none and enforces no update-time
 * precondition, while `create()` of an existing document fails on every Firestore. A guard is
 * only needed while a call that read version v can still be running (seconds), so guards expire
 * after a day (the TTL policy on `expireAt` in firestore.indexes.json). Hence one rule: a
 * document whose id is used again (none is today) carries on its version, never restarts at 0.
 */
const GUARD_LIFETIME_MS = 24 * 60 * 60 * 1000;

const guard = (scope: string, version: number) => firestore().collection('guards').doc(`${scope}@${version}`);

/** The write that claims the move of `scope` from `version`; it fails the batch if another change claimed it first. */
export function guardWrite(scope: string, version: number): Write {
  return (batch) => batch.create(guard(scope, version), { expireAt: Timestamp.fromMillis(Date.now() + GUARD_LIFETIME_MS) });
}

/** A stored version: documents written before versions existed are at 0. */
export const versionOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
