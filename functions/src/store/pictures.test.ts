import { describe, expect, it } from 'vitest';
import { picturesStore, type PictureBucket } from './pictures.js';

// Cloud Storage's side of removing an account's pictures. No Storage emulator runs on this
// machine, so the bucket is a stand-in that records what it is asked to delete; the local
// stack's side runs for real in test/uploads.int.test.ts.
function standInBucket(fail?: string) {
  const asked: string[] = [];
  const bucket: PictureBucket = {
    async deleteFiles({ prefix }) {
      asked.push(prefix);
      if (prefix === fail) throw new Error('Storage is unavailable');
    },
  };
  return { bucket, asked };
}

describe("removing an account's pictures from Cloud Storage", () => {
  it("removes the account's own folders, profile pictures and listing photos (with their thumbnails), and nothing else", async () => {
    const { bucket, asked } = standInBucket();
    await picturesStore.removeAllOf('seller-uid-1', bucket);
    expect(asked.sort()).toEqual(['avatars/seller-uid-1/', 'products/seller-uid-1/']);
  });

  it('never asks for a prefix without an account id (it would name every account folder)', async () => {
    const { bucket, asked } = standInBucket();
    await expect(picturesStore.removeAllOf('', bucket)).rejects.toThrow(/account id/);
    expect(asked).toEqual([]);
  });

  it('fails the deletion when Storage fails, so the admin sees it and deleting again finishes it', async () => {
    const { bucket } = standInBucket('products/seller-uid-2/');
    await expect(picturesStore.removeAllOf('seller-uid-2', bucket)).rejects.toThrow('Storage is unavailable');
  });
});
