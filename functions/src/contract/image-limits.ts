/**
 * The picture upload limits, without zod: the app reads the size limit when it starts, before
 * any request needs a schema (see uploads.ts for the whole policy).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
