import { THUMBNAIL_SIDES, type UploadPurpose } from '@contract';
import { env } from '@/config/env';
import { ApiError, noteAnswerStatus, UNEXPECTED_ANSWER_MESSAGE } from '../api-client';
import { one, type Answered } from '../answers';
import type { SizedPicture } from './scale';

const uploaded = one('uploadedPictureSchema');

/** The upload's answer as sent: status and body text. XHR rather than fetch for upload progress. */
function send(form: FormData, purpose: UploadPurpose, token: string | null, onProgress?: (fraction: number) => void) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/uploads?purpose=${purpose}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('Network error: the picture could not be uploaded.'));
    xhr.send(form);
  });
}

function envelopeOf(text: string): Partial<Answered<typeof uploaded>> {
  try {
    return JSON.parse(text) as Partial<Answered<typeof uploaded>>;
  } catch {
    return {};
  }
}

/**
 * The embedded local stack's upload route (no Storage emulator there): multipart with the fields
 * `image`, `image_800` and `image_400` (the picture and its thumbnails, in one request), Bearer token, answering `{ data: { url } }` (the contract's `uploadedPictureSchema`).
 */
export async function uploadToLocalRoute(picture: SizedPicture, purpose: UploadPurpose, token: string | null, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  const fileName = picture.full.type === 'image/webp' ? 'picture.webp' : 'picture.jpg';
  form.append('image', picture.full, fileName);
  for (const side of THUMBNAIL_SIDES) form.append(`image_${side}`, picture.thumbnails[side], fileName);
  const { status, text } = await send(form, purpose, token, onProgress);
  const envelope = envelopeOf(text);
  noteAnswerStatus(status, Boolean(token), envelope.message);
  const url = envelope.data?.url;
  if (status >= 300 || !envelope.success || typeof url !== 'string') throw new Error(envelope.message ?? `The upload failed (${status}).`);
  // Development and tests hold the answer to the contract; a production build drops this line.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    if (!(await import('../check-answer')).answerKeepsContract(uploaded, envelope, `POST /uploads`)) throw new ApiError(status, UNEXPECTED_ANSWER_MESSAGE);
  }
  onProgress?.(1);
  return url;
}
