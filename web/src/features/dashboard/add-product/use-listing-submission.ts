import { useRef } from 'react';
import { addProduct } from './api/add-product';
import type { ProductSubmission } from './product-form';
import { usePictureUploads } from './use-picture-uploads';

/**
 * Add Product's submissions. Every submission of one fill of the form (a double click, a retry
 * after a refusal or a lost answer) carries the same Idempotency-Key and reuses the pictures that
 * fill already uploaded, so a machine is never listed, nor a picture stored, twice. A new fill
 * (after a listing succeeded) gets a new key.
 */
export function useListingSubmission() {
  const uploads = usePictureUploads();
  const key = useRef<string | null>(null);

  return {
    uploads,
    /** Uploads the chosen pictures (or reuses this fill's uploads), then lists the product under this fill's key. */
    async submit({ product, pictures }: ProductSubmission) {
      const fill = (key.current ??= crypto.randomUUID());
      return addProduct({ ...product, pictures: await uploads.addresses(pictures) }, fill);
    },
    /** The fill is listed: the next one starts afresh. */
    finish() {
      key.current = null;
      uploads.forget();
    },
  };
}
