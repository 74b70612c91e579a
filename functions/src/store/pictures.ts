import { uploadPolicy } from '../contract/index.js';
import { adminApp } from '../firebase.js';
import { isLocalStack } from '../local-stack.js';
import { localUploads } from './local-uploads.js';

/** The project's Cloud Storage bucket: STORAGE_BUCKET, or the project's default bucket. */
export function storageBucket(): string {
  if (process.env.STORAGE_BUCKET) return process.env.STORAGE_BUCKET;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-machinery-market';
  return `${project}.firebasestorage.app`;
}

/** The upload folders an account owns a folder of (`avatars/{uid}/`, `products/{uid}/`). */
const FOLDERS = Object.values(uploadPolicy).map((rule) => rule.folder);

/** The files of one storage folder, as Cloud Storage's client removes them (the part this module uses). */
export interface PictureBucket {
  deleteFiles(query: { prefix: string }): Promise<unknown>;
}

/** The project's bucket: Cloud Storage, or the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set. */
async function projectBucket(): Promise<PictureBucket> {
  // Loaded on first use: only a deletion needs the Storage client.
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(adminApp()).bucket(storageBucket());
}

export const picturesStore = {
  /**
   * Removes every picture `uid` uploaded: their listings' photos with the thumbnails, and their
   * profile picture. Each folder is removed whole, so running it again (a deletion finished after
   * an interruption) removes what is left and fails on nothing.
   */
  async removeAllOf(uid: string, bucket?: PictureBucket): Promise<void> {
    if (!uid) throw new Error('removeAllOf needs an account id: an empty one would name every folder');
    if (!bucket && isLocalStack()) {
      await Promise.all(FOLDERS.map((folder) => localUploads.removeFolder(folder, uid)));
      return;
    }
    const target = bucket ?? (await projectBucket());
    await Promise.all(FOLDERS.map((folder) => target.deleteFiles({ prefix: `${folder}/${uid}/` })));
  },
};
