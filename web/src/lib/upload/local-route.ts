import type { UploadPurpose } from '@contract';
import { env } from '@/config/env';
import { noteAnswerStatus } from '../api-client';

/**
 * The embedded local stack's upload route (no Storage emulator there): multipart with the field
 * `image`, Bearer token, answering `{ data: { url } }`. XHR rather than fetch for upload progress.
 */
export function uploadToLocalRoute(picture: Blob, purpose: UploadPurpose, token: string | null, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/uploads?purpose=${purpose}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { success?: boolean; message?: string; data?: { url?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not the envelope */
      }
      noteAnswerStatus(xhr.status, Boolean(token), body.message);
      if (xhr.status < 300 && body.success && typeof body.data?.url === 'string') {
        onProgress?.(1);
        resolve(body.data.url);
      } else {
        reject(new Error(body.message ?? `The upload failed (${xhr.status}).`));
      }
    };
    xhr.onerror = () => reject(new Error('Network error: the picture could not be uploaded.'));
    const form = new FormData();
    form.append('image', picture, picture.type === 'image/webp' ? 'picture.webp' : 'picture.jpg');
    xhr.send(form);
  });
}
