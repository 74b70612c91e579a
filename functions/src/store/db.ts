import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../firebase.js';

let db: Firestore | undefined;

/** The Firestore database, created on first use (official emulator, the Node one, or the real one). */
export function firestore(): Firestore {
  db ??= getFirestore(adminApp());
  return db;
}
