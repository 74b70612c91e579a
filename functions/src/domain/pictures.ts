/**
 * Pictures of products come only from our own image storage: the project's Cloud Storage bucket
 * (through the Firebase SDK's download URL or the Storage emulator) or, on the embedded local
 * stack, the API's own upload route. Anything else is refused, so a listing cannot hot-link or
 * track through an outside address.
 */
export function storageBucket(): string {
  if (process.env.STORAGE_BUCKET) return process.env.STORAGE_BUCKET;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-machinery-market';
  return `${project}.firebasestorage.app`;
}

const LOCAL_UPLOADS = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/api\/uploads\/[\w/.-]+$/;

export function isOwnPicture(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const bucket = encodeURIComponent(storageBucket());
  const legacyBucket = encodeURIComponent(storageBucket().replace(/\.firebasestorage\.app$/, '.appspot.com'));
  const inBucket = (path: string) => path.startsWith(`/v0/b/${bucket}/o/`) || path.startsWith(`/v0/b/${legacyBucket}/o/`);
  if (parsed.protocol === 'https:' && parsed.host === 'firebasestorage.googleapis.com') return inBucket(parsed.pathname);
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (emulator && parsed.protocol === 'http:' && parsed.host === emulator) return inBucket(parsed.pathname);
  const localStack = process.env.FUNCTIONS_EMULATOR === 'true' || (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');
  return localStack && LOCAL_UPLOADS.test(url);
}
