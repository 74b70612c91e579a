import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources';

const upload = 'https://firebasestorage.googleapis.com/v0/b/demo.firebasestorage.app/o/products%2Fs1%2Fsized-0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the sizes a product picture offers in its slot', () => {
  it('offers a card the 400, 800 and 1600 px files, the thumbnails without the download token', () => {
    expect(pictureSources(`${upload}.webp?alt=media&token=t`, 'card').srcSet).toBe(
      `${upload}_400x400.webp?alt=media 400w, ${upload}_800x800.webp?alt=media 800w, ${upload}.webp?alt=media&token=t 1600w`,
    );
  });

  it('offers the product page the 800 and 1600 px files, for its wider slot', () => {
    expect(pictureSources(`${upload}.jpg?alt=media&token=t`, 'page')).toEqual({
      srcSet: `${upload}_800x800.jpg?alt=media 800w, ${upload}.jpg?alt=media&token=t 1600w`,
      sizes: '(min-width: 768px) 720px, calc(100vw - 32px)',
    });
  });

  it('offers nothing more for a seed drawing', () => {
    expect(pictureSources('/seed/products/excavator-1.svg', 'card')).toEqual({});
  });
});
