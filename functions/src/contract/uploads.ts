import { z } from 'zod';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from './image-limits.js';
import type { Role } from './roles.js';

/**
 * The picture upload policy, one table for every enforcer: `storage.rules` expresses it for
 * Cloud Storage, the local upload route of the embedded stack applies it in code, and the web
 * app checks type and size before sending. Types and size first (image-limits.ts), then who
 * may write and delete where.
 */
export { IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageType } from './image-limits.js';

export type UploadPurpose = 'avatar' | 'product';
export const UPLOAD_PURPOSES: UploadPurpose[] = ['avatar', 'product'];

type Uploader = { uid: string; role: Role } | null;

export type UploadRule = {
  /** Storage folder: files live at `{folder}/{ownerUid}/{file}`. */
  folder: 'avatars' | 'products';
  /**
   * Who may add a new file to the folder of `ownerUid`. Files are never overwritten: every upload
   * gets a new name and a picture never changes (it is cached for good), so nobody, the owner
   * included, may write over an existing file.
   */
  mayWrite: (uploader: Uploader, ownerUid: string) => boolean;
  /** Who may delete from it: the owner, or an admin. */
  mayDelete: (uploader: Uploader, ownerUid: string) => boolean;
};

const ownerOrAdmin = (uploader: Uploader, ownerUid: string) => uploader !== null && (uploader.uid === ownerUid || uploader.role === 'admin');

export const uploadPolicy: Record<UploadPurpose, UploadRule> = {
  avatar: {
    folder: 'avatars',
    mayWrite: (uploader, ownerUid) => uploader !== null && uploader.uid === ownerUid,
    mayDelete: ownerOrAdmin,
  },
  product: {
    folder: 'products',
    mayWrite: (uploader, ownerUid) => uploader !== null && uploader.uid === ownerUid && uploader.role === 'seller',
    mayDelete: ownerOrAdmin,
  },
};

/** Everyone may read pictures: product, category and profile pictures are public. */
export const mayRead = () => true;

/** An existing file is never written over (see `mayWrite`). */
export const mayOverwrite = () => false;

/** A picture of an allowed type, not empty, of at most 5 MB. */
export function isAllowedImage(type: string, bytes: number): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type) && bytes > 0 && bytes <= MAX_IMAGE_BYTES;
}

/** POST /uploads (local stack): where the stored picture is served. */
export const uploadedPictureSchema = z.object({ url: z.string() });
