import { describe, expect, it } from 'vitest';
import { sizedPictureName, thumbnailName, thumbnailUrl } from './picture-sizes.js';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('a picture and its thumbnails', () => {
  it('names the thumbnails beside the main file as the Resize Images extension does', () => {
    const main = sizedPictureName(uuid, 'webp');
    expect(main).toBe(`sized-${uuid}.webp`);
    expect(thumbnailName(main, 400)).toBe(`sized-${uuid}_400x400.webp`);
    expect(thumbnailName(sizedPictureName(uuid, 'jpg'), 800)).toBe(`sized-${uuid}_800x800.jpg`);
    expect(thumbnailName(`${uuid}.webp`, 400)).toBeNull();
  });

  it('derives the thumbnail of a Cloud Storage download URL, read without the main file token', () => {
    const url = `https://firebasestorage.googleapis.com/v0/b/demo.firebasestorage.app/o/products%2Fseller1%2Fsized-${uuid}.webp?alt=media&token=abc`;
    expect(thumbnailUrl(url, 400)).toBe(`https://firebasestorage.googleapis.com/v0/b/demo.firebasestorage.app/o/products%2Fseller1%2Fsized-${uuid}_400x400.webp?alt=media`);
    const emulator = `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/avatars%2Fu%2Fsized-${uuid}.jpg?alt=media&token=t`;
    expect(thumbnailUrl(emulator, 800)).toBe(`http://127.0.0.1:9199/v0/b/demo.appspot.com/o/avatars%2Fu%2Fsized-${uuid}_800x800.jpg?alt=media`);
  });

  it('derives the thumbnail of a picture served by the local upload route', () => {
    expect(thumbnailUrl(`http://127.0.0.1:5000/api/uploads/products/seller1/sized-${uuid}.webp`, 800)).toBe(
      `http://127.0.0.1:5000/api/uploads/products/seller1/sized-${uuid}_800x800.webp`,
    );
  });

  it('has no thumbnail for an older upload, a seed drawing or an address that is not a URL', () => {
    expect(thumbnailUrl(`http://127.0.0.1:5000/api/uploads/products/seller1/${uuid}.webp`, 400)).toBeNull();
    expect(thumbnailUrl(`https://firebasestorage.googleapis.com/v0/b/b/o/products%2Fs%2F${uuid}.webp?alt=media&token=x`, 400)).toBeNull();
    expect(thumbnailUrl('http://localhost:5173/seed/products/excavator-1.svg', 400)).toBeNull();
    expect(thumbnailUrl('/seed/products/excavator-1.svg', 400)).toBeNull();
    expect(thumbnailUrl(`http://127.0.0.1:5000/api/uploads/products/seller1/sized-${uuid}_400x400.webp`, 400)).toBeNull();
  });
});
