import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../firebase.js';

let db: Firestore | undefined;

/**
 * The Firestore database, created on first use (official emulator, the Node one, or the real one).
 * Its client traces every call with OpenTelemetry unless told otherwise; the API exports no
 * traces, so the client is told not to (loading the tracing API and opening spans for nothing
 * costs CPU on every call). FIRESTORE_ENABLE_TRACING=on in the environment brings it back.
 */
export function firestore(): Firestore {
  if (!db) {
    process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
    db = getFirestore(adminApp());
  }
  return db;
}
