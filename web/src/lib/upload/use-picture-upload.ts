import type { UploadPurpose } from '@contract';
import { useCallback } from 'react';
import { useAuth, useStorage } from 'reactfire';
import { uploadImage } from '../upload-image';

/**
 * The picture upload of a screen inside reactfire's providers (FirebaseSdks): to Cloud Storage with
 * the Storage and Auth SDKs reactfire gives, or to the local stack's upload route.
 */
export function usePictureUpload() {
  const storage = useStorage();
  const auth = useAuth();
  return useCallback(
    (file: File, purpose: UploadPurpose, onProgress?: (fraction: number) => void) => uploadImage(file, purpose, onProgress, { storage, auth }),
    [storage, auth],
  );
}
