import type { DocumentData } from 'firebase-admin/firestore';
import { roleSchema, type User } from '../contract/index.js';
import { withId } from './converter.js';
import { firestore } from './db.js';

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

export const usersCollection = () => firestore().collection('users').withConverter(withId<User>(fromDoc));

export const usersStore = {
  async put(user: User): Promise<void> {
    await usersCollection().doc(user._id).set(user);
  },
};
