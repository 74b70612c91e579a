// Apart from the app and its Auth (app-and-auth.ts): only the screens that upload pictures load the Storage SDK.
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { firebaseApp } from './app-and-auth';

let storage: FirebaseStorage | undefined;

/** The one Cloud Storage instance of the app, on the Storage emulator under the full local suite. */
export function firebaseStorage(): FirebaseStorage {
  if (storage) return storage;
  storage = getStorage(firebaseApp());
  if (env.storageEmulatorHost) {
    // host:port of the full local suite; production builds have none.
    const [host = '', port = ''] = env.storageEmulatorHost.split(':');
    connectStorageEmulator(storage, host, Number(port));
  }
  return storage;
}
