/**
 * The sizes of an uploaded picture. Every upload is stored at most 1600 px on its long side, and
 * since thumbnails exist a 400 and an 800 px copy beside it, named as the Firebase "Resize Images"
 * extension names its output (`<name>_400x400.webp` beside `<name>.webp`), so on a real project the
 * extension's files and ours agree. Pictures uploaded before thumbnails existed, and the seed
 * drawings, have none: only a main file named `sized-<uuid>.<webp|jpg>` has them, so older
 * addresses keep their single file and never point at a copy that is not there.
 */
export const THUMBNAIL_SIDES = [400, 800] as const;
export type ThumbnailSide = (typeof THUMBNAIL_SIDES)[number];
/** The long side of the main file. */
export const FULL_PICTURE_SIDE = 1600;

const SIZED_FILE = /^(sized-[0-9a-f-]{36})\.(webp|jpg)$/;

/** A new main file's name: `sized-<uuid>.<extension>`. */
export const sizedPictureName = (uuid: string, extension: 'webp' | 'jpg') => `sized-${uuid}.${extension}`;

/** The name of a thumbnail beside the main file `fileName`, or null when that file has none. */
export function thumbnailName(fileName: string, side: ThumbnailSide): string | null {
  const match = SIZED_FILE.exec(fileName);
  return match ? `${match[1]}_${side}x${side}.${match[2]}` : null;
}

/**
 * The address of a picture's thumbnail, from the address of its main file; null when the picture
 * has none. Two forms: a Cloud Storage download URL (`…/o/<path with %2F>?alt=media&token=…`;
 * the thumbnail is read without the main file's token, as storage.rules let anyone read
 * pictures) and the local stack's `…/api/uploads/<folder>/<uid>/<file>`.
 */
export function thumbnailUrl(url: string, side: ThumbnailSide): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const objectAt = parsed.pathname.lastIndexOf('/o/');
  if (objectAt >= 0) {
    let path: string;
    try {
      path = decodeURIComponent(parsed.pathname.slice(objectAt + 3));
    } catch {
      return null;
    }
    const slash = path.lastIndexOf('/');
    const name = thumbnailName(path.slice(slash + 1), side);
    if (!name) return null;
    return `${parsed.origin}${parsed.pathname.slice(0, objectAt + 3)}${encodeURIComponent(path.slice(0, slash + 1) + name)}?alt=media`;
  }
  const slash = parsed.pathname.lastIndexOf('/');
  const name = thumbnailName(parsed.pathname.slice(slash + 1), side);
  return name ? `${parsed.origin}${parsed.pathname.slice(0, slash + 1)}${name}` : null;
}
