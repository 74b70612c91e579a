import { useEffect, useState } from 'react';

/**
 * A data: address to preview the chosen picture. A data address rather than an object URL, as
 * StrictMode's second effect run would revoke an object URL that is still shown.
 */
export function usePicturePreview(file: File | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file?.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  // A preview of a file that is no longer chosen is not shown.
  return preview && preview.file === file ? preview.url : null;
}
