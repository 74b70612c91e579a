import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { roleSchema, type Role, type User } from '../contract/index.js';
import { withId } from './converter.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import type { Write } from './batch.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

function fromDoc(d: DocumentData): Omit<User, '_id'> {
  const role = roleSchema.safeParse(d.role);
  const user: Omit<User, '_id'> = {
    displayName: typeof d.displayName === 'string' ? d.displayName : '',
    email: typeof d.email === 'string' ? d.email : '',
    // A user stored without a role is a buyer (docs/product.md, Who uses it).
    role: role.success ? role.data : 'buyer',
    sellerVerify: d.sellerVerify === true,
    adminVerify: d.adminVerify === true,
    photoURL: typeof d.photoURL === 'string' ? d.photoURL : '',
  };
  if (user.sellerVerify && d.verifiedAt) user.verifiedAt = toIso(d.verifiedAt);
  if (typeof d.phone === 'string' && d.phone) user.phone = d.phone;
  if (typeof d.location === 'string' && d.location) user.location = d.location;
  return user;
}

/** A whole record as stored: the tick's date as a Timestamp, like every other moment. */
function toDoc({ _id: _uid, verifiedAt, ...record }: User): DocumentData {
  return verifiedAt ? { ...record, verifiedAt: toTimestamp(verifiedAt) } : record;
}

const users = () => firestore().collection('users').withConverter({ ...withId<User>(fromDoc), toFirestore: (user) => toDoc(user as User) });
const raw = () => firestore().collection('users');

/**
 * What the API checks a session against: the account's role and ticks as recorded (claims in an
 * older token may say more), and the moment before which its tokens no longer count (ms).
 */
export type SessionRecord = Pick<User, 'role' | 'sellerVerify' | 'adminVerify'> & { sessionsValidAfter: number; removed?: true; profile: Profile };

/** The name and phone a person's listings and requests carry, as the record gives them now. */
export type Profile = { displayName: string; phone?: string };

/**
 * Fields an update may change: the record's own (`verifiedAt: null` takes the tick's date away),
 * and when its sessions were last ended.
 */
type UserUpdate = Partial<Omit<User, '_id' | 'verifiedAt' | 'phone' | 'location'>> & {
  verifiedAt?: string | null;
  /** `null` clears it. */
  phone?: string | null;
  location?: string | null;
  sessionsValidAfter?: number;
};

function updateFields({ verifiedAt, phone, location, ...fields }: UserUpdate): DocumentData {
  // Fields left out (undefined) are not changed; Firestore takes no undefined value.
  const update: DocumentData = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (verifiedAt !== undefined) update.verifiedAt = verifiedAt === null ? FieldValue.delete() : toTimestamp(verifiedAt);
  if (phone !== undefined) update.phone = phone === null ? FieldValue.delete() : phone;
  if (location !== undefined) update.location = location === null ? FieldValue.delete() : location;
  return update;
}

/** Admin lists are bounded: a screen of users, not the whole user base at once. */
const LIST_LIMIT = 500;

export const usersStore = {
  /** The user's record; null for none, or for an account being removed (its record is a tombstone). */
  async get(uid: string): Promise<User | null> {
    const snap = await withDeadline(raw().doc(uid).get());
    documentReads.add(1);
    const d = snap.data();
    if (!d || d.removedAt !== undefined) return null;
    return { _id: snap.id, ...fromDoc(d) };
  },

  /** The record a session is checked against, in one read; null for an account never registered (or deleted). */
  async session(uid: string): Promise<SessionRecord | null> {
    const snap = await withDeadline(raw().doc(uid).get());
    documentReads.add(1);
    const d = snap.data();
    if (!d) return null;
    const { role, sellerVerify, adminVerify, displayName, phone } = fromDoc(d);
    const validAfter = d.sessionsValidAfter;
    return {
      role,
      sellerVerify,
      adminVerify,
      sessionsValidAfter: typeof validAfter === 'number' ? validAfter : 0,
      ...(d.removedAt !== undefined ? { removed: true as const } : {}),
      profile: { displayName, ...(phone ? { phone } : {}) },
    };
  },

  async findByEmail(email: string): Promise<User | null> {
    const snap = await withDeadline(users().where('email', '==', email).limit(1).get());
    documentReads.add(snap.size);
    return snap.docs[0]?.data() ?? null;
  },

  async listByRole(role: Role): Promise<User[]> {
    const snap = await withDeadline(users().where('role', '==', role).limit(LIST_LIMIT).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.data()).sort((a, b) => a.displayName.localeCompare(b.displayName));
  },

  async put(user: User): Promise<void> {
    await withDeadline(users().doc(user._id).set(user));
  },

  /** The write of an update, for the batch of an admin's action (with its audit entry). */
  updateWrite(uid: string, fields: UserUpdate): Write {
    return (batch) => batch.update(raw().doc(uid), updateFields(fields));
  },

  /** The write of a whole record with the moment its earlier sessions stop counting. */
  putWithSessionsWrite(user: User, sessionsValidAfter: number): Write {
    return (batch) => batch.set(raw().doc(user._id), { ...toDoc(user), sessionsValidAfter });
  },

  async update(uid: string, fields: UserUpdate): Promise<void> {
    await withDeadline(raw().doc(uid).update(updateFields(fields)));
  },

  /** Tokens issued before `at` (ms) stop counting; merged, so a record removed meanwhile is no error. */
  async endSessions(uid: string, at: number): Promise<void> {
    await withDeadline(raw().doc(uid).set({ sessionsValidAfter: at }, { merge: true }));
  },

  async delete(uid: string): Promise<void> {
    await withDeadline(raw().doc(uid).delete());
  },

  /**
   * The write that turns a record into a tombstone while the account is being removed: no name,
   * e-mail or role (no list finds it), and every token issued before `at` (ms) ended.
   */
  tombstoneWrite(uid: string, at: number): Write {
    return (batch) => batch.set(raw().doc(uid), { removedAt: at, sessionsValidAfter: at });
  },

  /** The write that removes a record, for the batch that finishes an account's deletion. */
  deleteWrite(uid: string): Write {
    return (batch) => batch.delete(raw().doc(uid));
  },
};
