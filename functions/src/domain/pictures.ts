import type { UploadPurpose } from '../contract/index.js';
import { uploadPolicy } from '../contract/index.js';
import { storageBucket } from '../store/pictures.js';

/**
 * Pictures come only from our own image storage, and only from the caller's own folder there
 * (`products/{uid}/…`, `avatars/{uid}/…`): the project's Cloud Storage bucket (the Firebase
 * SDK's download URL, or the Storage emulator) or, on the embedded local stack, the API's own
 * upload route. Anything else is refused, so a listing can neither hot-link or track through an
 * outside address nor show another seller's photos as its own.
 */

const LOCAL_HOST = /^(127\.0\.0\.1|localhost)(:\d+)?$/;
/** A path segment as uploads name them: never empty, never `.` or `..`, nothing that climbs or hides. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;

/**
 * Any emulator run, or a demo project, accepts the local upload route's addresses. Wider than
 * `isLocalStack` (local-stack.ts), which says where that route is mounted: a stack that also runs
 * the Storage emulator keeps accepting the addresses of pictures already stored the local way.
 */
const acceptsLocalUploads = () => process.env.FUNCTIONS_EMULATOR === 'true' || (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');

/** Decodes a percent-encoded path once; null when it does not decode. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The storage path (`products/uid/file.webp`) a picture address points to, decoded and checked
 * segment by segment; null for an address that is not of our storage, or whose path climbs out
 * (`..`, `%2e%2e`, a backslash, an encoded `%`), or is not a plain file path.
 */
export function storagePathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  let path: string | null = null;
  const bucketPrefixes = [storageBucket(), storageBucket().replace(/\.firebasestorage\.app$/, '.appspot.com')].map((b) => `/v0/b/${encodeURIComponent(b)}/o/`);
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const cloudStorage =
    (parsed.protocol === 'https:' && parsed.host === 'firebasestorage.googleapis.com') || (!!emulator && parsed.protocol === 'http:' && parsed.host === emulator);
  if (cloudStorage) {
    const prefix = bucketPrefixes.find((p) => parsed.pathname.startsWith(p));
    const object = prefix ? parsed.pathname.slice(prefix.length) : '';
    // The object name is one path segment with its slashes encoded as %2F.
    if (object && !object.includes('/')) path = decoded(object);
  } else if (acceptsLocalUploads() && parsed.protocol === 'http:' && LOCAL_HOST.test(parsed.host) && parsed.pathname.startsWith('/api/uploads/')) {
    path = decoded(parsed.pathname.slice('/api/uploads/'.length));
  }
  if (path === null) return null;
  const segments = path.split('/');
  return segments.length === 3 && segments.every((s) => SEGMENT.test(s)) ? path : null;
}

/** True when the address is a picture of our storage in `uid`'s own folder for this purpose. */
export function isOwnPicture(url: string, purpose: UploadPurpose, uid: string): boolean {
  const path = storagePathOf(url);
  return path !== null && uid.length > 0 && path.startsWith(`${uploadPolicy[purpose].folder}/${uid}/`);
}
