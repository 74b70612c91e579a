import type { DocumentData } from 'firebase-admin/firestore';
import { roleSchema, type Role, type User } from '../contract/index.js';
import { withId } from './converter.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

function fromDoc(d: DocumentData): Omit<User, '_id'> {
  const role = roleSchema.safeParse(d.role);
  return {
    displayName: typeof d.displayName === 'string' ? d.displayName : '',
    email: typeof d.email === 'string' ? d.email : '',
    // A user stored without a role is a buyer (the spec's default).
    role: role.success ? role.data : 'buyer',
    sellerVerify: d.sellerVerify === true,
    adminVerify: d.adminVerify === true,
    photoURL: typeof d.photoURL === 'string' ? d.photoURL : '',
  };
}

const users = () => firestore().collection('users').withConverter(withId<User>(fromDoc));

/** Admin lists are bounded: a screen of users, not the whole user base at once. */
const LIST_LIMIT = 500;

export const usersStore = {
  async get(uid: string): Promise<User | null> {
    const snap = await withDeadline(users().doc(uid).get());
    documentReads.add(1);
    return snap.exists ? (snap.data() ?? null) : null;
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

  async update(uid: string, fields: Partial<Omit<User, '_id'>>): Promise<void> {
    await withDeadline(firestore().collection('users').doc(uid).update(fields));
  },

  async delete(uid: string): Promise<void> {
    await withDeadline(firestore().collection('users').doc(uid).delete());
  },
};
