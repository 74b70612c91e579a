import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from './upload-image';
import { fakeAuth, fakeUser, firebaseStorageModule, reportUser } from '@/testing/fake-firebase';
import { uploadToCloudStorage } from './cloud-storage';
import type { SizedPicture } from './scale';
import { usePictureUpload } from './use-picture-upload';

// A real project (or the full emulators) keeps pictures in Cloud Storage. The picture's scaling
// and the transfer itself need a browser and the Storage service: both are replaced, the rest
// (the hook, the upload, the fake Firebase's SDKs) is the real path.
vi.mock('@/config/env', async (original) => {
  const { env } = await original<typeof import('@/config/env')>();
  return { env: { ...env, storageMode: 'firebase' } };
});
const STORED = 'https://firebasestorage.googleapis.com/v0/b/bucket/o/avatars%2Fuid-seller%2Fme.webp';
vi.mock('./cloud-storage', () => ({ uploadToCloudStorage: vi.fn(async () => STORED) }));
const sized = vi.hoisted(() => ({ full: new Blob(['full']), thumbnails: { 400: new Blob(['400']), 800: new Blob(['800']) } }));
vi.mock('./scale', async (original) => ({ ...(await original<typeof import('./scale')>()), downscale: vi.fn(async (): Promise<SizedPicture> => sized) }));

const photo = new File(['png'], 'me.png', { type: 'image/png' });

afterEach(() => vi.restoreAllMocks());

describe('a picture upload to Cloud Storage', () => {
  it('works with no reactfire providers around the screen: the Firebase SDKs load when the upload starts', async () => {
    const storageAsked = vi.spyOn(firebaseStorageModule, 'firebaseStorage');
    reportUser(fakeUser({ uid: 'uid-seller', email: 'seller@machinery.test' }));
    // No wrapper at all: nothing but the hook.
    const { result } = renderHook(() => usePictureUpload());
    expect(storageAsked).not.toHaveBeenCalled();

    const progress: number[] = [];
    await expect(result.current(photo, 'avatar', (fraction) => progress.push(fraction))).resolves.toBe(STORED);

    expect(storageAsked).toHaveBeenCalled();
    expect(uploadToCloudStorage).toHaveBeenCalledWith(sized, 'avatar', storageAsked.mock.results[0]?.value, 'uid-seller', expect.any(Function));
    expect(progress).toEqual([0]);
  });

  it('asks to sign in first when nobody is signed in', async () => {
    expect(fakeAuth.currentUser).toBeNull();
    const { result } = renderHook(() => usePictureUpload());

    await expect(result.current(photo, 'product')).rejects.toEqual(new UploadError('Please sign in before uploading a picture.'));
  });

  it('is the same function on every render', () => {
    const { result, rerender } = renderHook(() => usePictureUpload());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
