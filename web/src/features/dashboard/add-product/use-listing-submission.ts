import type { ProductInput } from '@contract';
import { useRef, useState } from 'react';
import { usePictureUpload } from '@/lib/upload/use-picture-upload';
import { addProduct } from './api/add-product';

/** One fill of the form: the name its submissions carry, and its picture's upload. */
type Fill = { key: string; upload?: { file: File; url: Promise<string> } };

/**
 * Add Product's submissions. Every submission of one fill of the form (a double click, a retry
 * after a refusal or a lost answer) carries the same Idempotency-Key and reuses the picture that
 * fill already uploaded, so a machine is never listed, nor its picture stored, twice. A new fill
 * (after a listing succeeded) gets a new key.
 */
export function useListingSubmission() {
  const uploadPicture = usePictureUpload();
  const fill = useRef<Fill | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const currentFill = () => (fill.current ??= { key: crypto.randomUUID() });

  /** The picture's address: uploaded once per fill and file; a failed upload is tried again next time. */
  const pictureUrl = (current: Fill, file: File): Promise<string> => {
    if (current.upload?.file === file) return current.upload.url;
    setProgress(0);
    const url = uploadPicture(file, 'product', setProgress).finally(() => setProgress(null));
    current.upload = { file, url };
    url.catch(() => {
      if (current.upload?.url === url) delete current.upload;
    });
    return url;
  };

  return {
    /** The picture upload's progress from 0 to 1 while it runs, otherwise null. */
    progress,
    /** Uploads the picture (or reuses this fill's upload), then lists the product under this fill's key. */
    async submit(product: Omit<ProductInput, 'picture'>, picture: File) {
      const current = currentFill();
      return addProduct({ ...product, picture: await pictureUrl(current, picture) }, current.key);
    },
    /** The fill is listed: the next one starts afresh. */
    finish() {
      fill.current = null;
    },
  };
}
