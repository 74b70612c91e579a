import type { UploadPurpose } from '@contract';
import { uploadImage, type CloudSdks } from './upload-image';

/**
 * The app's Auth and Storage SDKs, loaded when an upload to Cloud Storage starts: the screens that
 * upload (the dashboard's product forms, Sign Up) neither wait for the Storage SDK to show nor need
 * reactfire's providers around them.
 */
async function cloudSdks(): Promise<CloudSdks> {
  const [{ firebaseAuth }, { firebaseStorage }] = await Promise.all([import('@/lib/firebase/app-and-auth'), import('@/lib/firebase/storage')]);
  return { auth: firebaseAuth(), storage: firebaseStorage() };
}

function uploadPicture(file: File, purpose: UploadPurpose, onProgress?: (fraction: number) => void): Promise<string> {
  return uploadImage(file, purpose, onProgress, cloudSdks);
}

/**
 * The picture upload of a screen: to Cloud Storage on a real project or the full emulators, else
 * to the local stack's upload route. The same function on every render.
 */
export function usePictureUpload(): typeof uploadPicture {
  return uploadPicture;
}
