import { afterEach, describe, expect, it } from 'vitest';
import { isOwnPicture } from './pictures.js';

describe('product pictures come only from our own image storage', () => {
  afterEach(() => {
    delete process.env.STORAGE_BUCKET;
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  });

  it('accepts a download URL of the project bucket', () => {
    process.env.GCLOUD_PROJECT = 'demo-machinery-market';
    expect(isOwnPicture('https://firebasestorage.googleapis.com/v0/b/demo-machinery-market.firebasestorage.app/o/products%2Fu%2Fa.webp?alt=media&token=t')).toBe(true);
    expect(isOwnPicture('https://firebasestorage.googleapis.com/v0/b/demo-machinery-market.appspot.com/o/products%2Fu%2Fa.webp')).toBe(true);
  });

  it('accepts the local upload route and the Storage emulator on the local stack', () => {
    process.env.GCLOUD_PROJECT = 'demo-machinery-market';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = '127.0.0.1:9199';
    expect(isOwnPicture('http://127.0.0.1:5000/api/uploads/products/u/a.webp')).toBe(true);
    expect(isOwnPicture('http://127.0.0.1:9199/v0/b/demo-machinery-market.firebasestorage.app/o/a.webp?alt=media')).toBe(true);
  });

  it.each([
    'https://i.ibb.co/abc/engine.png',
    'https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/a.png',
    'http://evil.test/api/uploads/products/u/a.webp',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    process.env.GCLOUD_PROJECT = 'demo-machinery-market';
    expect(isOwnPicture(url)).toBe(false);
  });

  it('refuses the local upload route on a real project', () => {
    process.env.GCLOUD_PROJECT = 'machinery-market-prod';
    expect(isOwnPicture('http://127.0.0.1:5000/api/uploads/products/u/a.webp')).toBe(false);
  });
});
