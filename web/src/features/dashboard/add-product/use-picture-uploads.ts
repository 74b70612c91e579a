import { useRef, useState } from 'react';
import { usePictureUpload } from '@/lib/upload/use-picture-upload';
import type { ListingPicture } from './product-form';

/** Pictures scaled and uploaded at once: enough to keep the line busy, few enough for a phone's memory. */
const AT_ONCE = 3;

/**
 * The uploads of a listing form's chosen pictures, each with its own progress. Each chosen file is
 * uploaded once, however often the form is sent (a double click, a retry after a refusal); a failed
 * upload is tried again next time. The pictures the listing already has are not uploaded again.
 */
export function usePictureUploads() {
  const uploadPicture = usePictureUpload();
  const uploads = useRef(new Map<File, Promise<string>>());
  // The progress from 0 to 1 of each picture (by its id) on its way up.
  const [progress, setProgress] = useState<Record<string, number>>({});

  const setOne = (id: string, fraction: number | null) =>
    setProgress(({ [id]: _previous, ...others }) => (fraction === null ? others : { ...others, [id]: fraction }));

  const upload = (id: string, file: File): Promise<string> => {
    const started = uploads.current.get(file);
    if (started) return started;
    setOne(id, 0);
    const url = uploadPicture(file, 'product', (fraction) => setOne(id, fraction)).finally(() => setOne(id, null));
    uploads.current.set(file, url);
    url.catch(() => {
      if (uploads.current.get(file) === url) uploads.current.delete(file);
    });
    return url;
  };

  return {
    progress,
    /** Whether any picture is on its way up. */
    uploading: Object.keys(progress).length > 0,
    /**
     * Every picture's address in display order: the chosen ones uploaded, a few at a time. The first
     * failure stops the rest from starting and rejects with its reason.
     */
    async addresses(pictures: ListingPicture[]): Promise<string[]> {
      const addresses: string[] = pictures.map((picture) => ('url' in picture ? picture.url : ''));
      const waiting = pictures.flatMap((picture, place) => ('file' in picture ? [{ picture, place }] : []));
      let failed = false;
      const worker = async () => {
        for (let next = waiting.shift(); next && !failed; next = waiting.shift()) {
          try {
            addresses[next.place] = await upload(next.picture.id, next.picture.file);
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, waiting.length) }, worker));
      return addresses;
    },
    /** The form's pictures are stored: a new fill starts afresh. */
    forget() {
      uploads.current.clear();
    },
  };
}
