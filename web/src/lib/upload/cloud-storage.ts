import { uploadPolicy, type UploadPurpose } from '@contract';
import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';

/**
 * Straight to Cloud Storage (a real project, or the full official emulators) with a resumable
 * upload, then its download URL. storage.rules let a user write only into their own folder.
 * `storage` is the app's Storage SDK, as reactfire provides it to the screen that uploads.
 */
export async function uploadToCloudStorage(picture: Blob, purpose: UploadPurpose, storage: FirebaseStorage, uid: string, onProgress?: (fraction: number) => void): Promise<string> {
  const extension = picture.type === 'image/webp' ? 'webp' : 'jpg';
  const stored = ref(storage, `${uploadPolicy[purpose].folder}/${uid}/${crypto.randomUUID()}.${extension}`);
  const task = uploadBytesResumable(stored, picture, { contentType: picture.type, cacheControl: 'public, max-age=31536000, immutable' });
  await new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snap) => onProgress?.(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0), reject, () => resolve());
  });
  onProgress?.(1);
  return getDownloadURL(stored);
}
