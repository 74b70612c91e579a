import { MAX_IMAGE_BYTES, type UploadPurpose } from '@contract';
import type { Auth } from 'firebase/auth';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { currentToken } from '../api-client';
import { downscale, NotAPictureError, type SizedPicture } from './scale';

export type { UploadPurpose };

/** Every failure of an upload, with a message to show as it is. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** Where pictures go: Cloud Storage on a real project or the full emulators, else the local route. */
export const uploadDestination = (storageMode: 'local' | 'firebase') => (storageMode === 'firebase' ? 'cloud-storage' : 'local-route');

/** The Firebase SDKs an upload to Cloud Storage needs: Storage, and Auth for whose folder. */
export type CloudSdks = { storage: FirebaseStorage; auth: Auth };

/** Answers the Cloud Storage SDKs; asked only when an upload to Cloud Storage starts, so they can load then. */
export type CloudSdksLoader = () => Promise<CloudSdks>;

/**
 * Uploads a picture for a profile (avatar) or a listing (product) and answers its address.
 * The picture is scaled down and re-encoded in the browser first, with its 800 and 400 px
 * thumbnails; progress goes 0 → 1 over the three files.
 */
export async function uploadImage(file: File, purpose: UploadPurpose, onProgress: ((fraction: number) => void) | undefined, cloudSdks: CloudSdksLoader): Promise<string> {
  if (!file.type.startsWith('image/')) throw new UploadError('Please choose a picture file (JPEG, PNG, WebP or GIF).');
  let picture: SizedPicture;
  try {
    picture = await downscale(file);
  } catch (error) {
    throw new UploadError(error instanceof NotAPictureError ? error.message : 'This picture could not be prepared for upload.');
  }
  if ([picture.full, ...Object.values(picture.thumbnails)].some((blob) => blob.size > MAX_IMAGE_BYTES)) throw new UploadError('The picture is larger than 5 MB, even after scaling it down.');
  onProgress?.(0);
  try {
    if (uploadDestination(env.storageMode) === 'cloud-storage') {
      const [{ storage, auth }, { uploadToCloudStorage }] = await Promise.all([cloudSdks(), import('./cloud-storage')]);
      const uid = auth.currentUser?.uid;
      if (!uid) throw new Error('Please sign in before uploading a picture.');
      return await uploadToCloudStorage(picture, purpose, storage, uid, onProgress);
    }
    const { uploadToLocalRoute } = await import('./local-route');
    return await uploadToLocalRoute(picture, purpose, await currentToken(), onProgress);
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : 'The picture could not be uploaded.');
  }
}
