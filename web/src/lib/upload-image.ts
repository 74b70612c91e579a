/**
 * Uploads a picture and answers its address. Implemented with the image upload work; the
 * signature is what sign-up and Add Product use.
 */
export type UploadPurpose = 'avatar' | 'product';

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

export async function uploadImage(_file: File, _purpose: UploadPurpose, _onProgress?: (fraction: number) => void): Promise<string> {
  throw new UploadError('Uploads are not available yet.');
}
