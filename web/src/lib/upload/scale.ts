/** Pictures are scaled down to this many pixels on their long side before upload. */
export const MAX_PICTURE_SIDE = 1600;
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

/**
 * Scales the picture down to at most 1600 px on its long side and re-encodes it as WebP (or
 * JPEG where the browser cannot write WebP), so uploads and pages stay light.
 */
export async function downscale(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAPictureError('This file is not a picture we can read.');
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = canvasOf(size.width, size.height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const webp = await canvas.toBlobAs('image/webp');
  // A browser without a WebP encoder answers PNG (or nothing) for the WebP request.
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await canvas.toBlobAs('image/jpeg');
  if (!jpeg) throw new NotAPictureError('This picture could not be prepared for upload.');
  return jpeg;
}
