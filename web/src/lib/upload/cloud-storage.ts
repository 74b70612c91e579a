import { uploadPolicy, type UploadPurpose } from '@contract';
import { env } from '@/config/env';

/**
 * Straight to Cloud Storage (a real project, or the full official emulators) with a resumable
 * upload, then its download URL. storage.rules let a user write only into their own folder.
 * Firebase Storage is loaded only here, on first upload.
 */
export async function uploadToCloudStorage(picture: Blob, purpose: UploadPurpose, onProgress?: (fraction: number) => void): Promise<string> {
  const [{ getApp }, { getAuth }, storage] = await Promise.all([import('firebase/app'), import('firebase/auth'), import('firebase/storage')]);
  const app = getApp();
  const uid = getAuth(app).currentUser?.uid;
  if (!uid) throw new Error('Please sign in before uploading a picture.');
  const bucket = storage.getStorage(app);
  if (env.storageEmulatorHost) {
    // host:port of the full local suite; production builds have none.
    const [host = '', port = ''] = env.storageEmulatorHost.split(':');
    // connectStorageEmulator throws if called twice on the same instance.
    try {
      storage.connectStorageEmulator(bucket, host, Number(port));
    } catch {
      /* already connected */
    }
  }
  const extension = picture.type === 'image/webp' ? 'webp' : 'jpg';
  const ref = storage.ref(bucket, `${uploadPolicy[purpose].folder}/${uid}/${crypto.randomUUID()}.${extension}`);
  const task = storage.uploadBytesResumable(ref, picture, { contentType: picture.type, cacheControl: 'public, max-age=31536000, immutable' });
  await new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snap) => onProgress?.(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0), reject, () => resolve());
  });
  onProgress?.(1);
  return storage.getDownloadURL(ref);
}
