import { FULL_PICTURE_SIDE, THUMBNAIL_SIDES, type ThumbnailSide } from '@contract';

/** Pictures are scaled down to this many pixels on their long side before upload. */
export const MAX_PICTURE_SIDE = FULL_PICTURE_SIDE;
const QUALITY = 0.85;

/** The size that fits `width × height` within `max` on its long side, never scaling up. */
export function fitWithin(width: number, height: number, max = MAX_PICTURE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Canvas = { width: number; height: number; getContext(kind: '2d'): { drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void } | null };

function canvasOf(width: number, height: number): Canvas & { toBlobAs(type: string): Promise<Blob | null> } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return Object.assign(canvas as unknown as Canvas, {
    toBlobAs: (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY)),
  });
}

export class NotAPictureError extends Error {}

/** A picture ready for upload: at most 1600 px, and its 800 and 400 px thumbnails of the same type. */
export type SizedPicture = { full: Blob; thumbnails: Record<ThumbnailSide, Blob> };

/** The bitmap drawn at most `side` px on its long side, encoded as `type`; null when the browser cannot. */
function encode(bitmap: ImageBitmap, side: number, type: string): Promise<Blob | null> {
  const size = fitWithin(bitmap.width, bitmap.height, side);
  const canvas = canvasOf(size.width, size.height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.toBlobAs(type);
}

/**
 * Scales the picture down to at most 1600 px on its long side and re-encodes it as WebP (or
 * JPEG where the browser cannot write WebP), so uploads and pages stay light; the 800 and
 * 400 px thumbnails come from the same decoded bitmap, so cards and galleries load the size of
 * their slot.
 */
export async function downscale(file: Blob): Promise<SizedPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAPictureError('This file is not a picture we can read.');
  }
  try {
    let full = await encode(bitmap, MAX_PICTURE_SIDE, 'image/webp');
    // A browser without a WebP encoder answers PNG (or nothing) for the WebP request.
    if (!full || full.type !== 'image/webp') full = await encode(bitmap, MAX_PICTURE_SIDE, 'image/jpeg');
    if (!full) throw new NotAPictureError('This picture could not be prepared for upload.');
    const thumbnails = {} as Record<ThumbnailSide, Blob>;
    for (const side of THUMBNAIL_SIDES) {
      const thumbnail = await encode(bitmap, side, full.type);
      if (!thumbnail || thumbnail.type !== full.type) throw new NotAPictureError('This picture could not be prepared for upload.');
      thumbnails[side] = thumbnail;
    }
    return { full, thumbnails };
  } finally {
    bitmap.close();
  }
}
