import { sizedPictureName, THUMBNAIL_SIDES, thumbnailName, uploadPolicy, type UploadPurpose } from '@contract';
import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import type { SizedPicture } from './scale';

/**
 * Straight to Cloud Storage (a real project, or the full official emulators) with resumable
 * uploads of the picture and its thumbnails (named as the Resize Images extension names them),
 * then the picture's download URL. storage.rules let a user write only into their own folder.
 * `storage` is the app's Storage SDK, loaded when the first upload starts.
 */
export async function uploadToCloudStorage(picture: SizedPicture, purpose: UploadPurpose, storage: FirebaseStorage, uid: string, onProgress?: (fraction: number) => void): Promise<string> {
  const folder = `${uploadPolicy[purpose].folder}/${uid}`;
  const name = sizedPictureName(crypto.randomUUID(), picture.full.type === 'image/webp' ? 'webp' : 'jpg');
  const files = [{ name, blob: picture.full }, ...THUMBNAIL_SIDES.map((side) => ({ name: thumbnailName(name, side)!, blob: picture.thumbnails[side] }))];
  // One bar for the three files: the bytes sent of all over the bytes of all.
  const total = files.reduce((sum, file) => sum + file.blob.size, 0);
  const sent = files.map(() => 0);
  await Promise.all(
    files.map(({ name: fileName, blob }, index) => {
      const task = uploadBytesResumable(ref(storage, `${folder}/${fileName}`), blob, { contentType: blob.type, cacheControl: 'public, max-age=31536000, immutable' });
      return new Promise<void>((resolve, reject) => {
        task.on(
          'state_changed',
          (snap) => {
            sent[index] = snap.bytesTransferred;
            onProgress?.(total ? sent.reduce((a, b) => a + b, 0) / total : 0);
          },
          reject,
          () => resolve(),
        );
      });
    }),
  );
  onProgress?.(1);
  return getDownloadURL(ref(storage, `${folder}/${name}`));
}
