import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOwnPicture, storagePathOf } from './pictures.js';

const bucket = 'https://firebasestorage.googleapis.com/v0/b/demo-machinery-market.firebasestorage.app/o/';

describe('a picture belongs to the caller only when it is in their own folder of our storage', () => {
  beforeEach(() => {
    process.env.GCLOUD_PROJECT = 'demo-machinery-market';
  });
  afterEach(() => {
    delete process.env.STORAGE_BUCKET;
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  });

  it('accepts a download URL of the project bucket in the seller’s own product folder', () => {
    expect(isOwnPicture(`${bucket}products%2Fseller1%2Fa.webp?alt=media&token=t`, 'product', 'seller1')).toBe(true);
    expect(isOwnPicture('https://firebasestorage.googleapis.com/v0/b/demo-machinery-market.appspot.com/o/products%2Fseller1%2Fa.webp', 'product', 'seller1')).toBe(true);
    expect(storagePathOf(`${bucket}products%2Fseller1%2Fa.webp`)).toBe('products/seller1/a.webp');
  });

  it('accepts the local upload route and the Storage emulator on the local stack', () => {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = '127.0.0.1:9199';
    expect(isOwnPicture('http://127.0.0.1:5000/api/uploads/products/seller1/a.webp', 'product', 'seller1')).toBe(true);
    expect(isOwnPicture('http://127.0.0.1:9199/v0/b/demo-machinery-market.firebasestorage.app/o/avatars%2Fbuyer1%2Fa.webp?alt=media', 'avatar', 'buyer1')).toBe(true);
  });

  it.each([
    ['another seller’s picture', `${bucket}products%2Fseller2%2Fa.webp`],
    ['an avatar used as a product picture', `${bucket}avatars%2Fseller1%2Fa.webp`],
    ['a path that climbs out with ..', `${bucket}products%2Fseller1%2F..%2F..%2Fproducts%2Fseller2%2Fa.webp`],
    ['a path that climbs out with encoded %2e%2e', `${bucket}products%2Fseller1%2F%2e%2e%2Fseller2%2Fa.webp`],
    ['a double-encoded climb', `${bucket}products%2Fseller1%2F%252e%252e%2Fseller2%2Fa.webp`],
    ['a backslash', `${bucket}products%2Fseller1%5C..%5Cseller2%2Fa.webp`],
    ['a local route that climbs', 'http://127.0.0.1:5000/api/uploads/products/seller1/../seller2/a.webp'],
    ['a local route that climbs with %2e%2e', 'http://127.0.0.1:5000/api/uploads/products/seller1/%2e%2e/seller2/a.webp'],
    ['a local route with an encoded slash', 'http://127.0.0.1:5000/api/uploads/products%2Fseller1%2Fa.webp/x'],
    ['a folder prefix of a longer uid', `${bucket}products%2Fseller10%2Fa.webp`],
    ['another bucket', 'https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/products%2Fseller1%2Fa.webp'],
    ['another host', 'https://i.ibb.co/products/seller1/a.webp'],
    ['the local route on another host', 'http://evil.test/api/uploads/products/seller1/a.webp'],
    ['credentials in the address', 'https://x:y@firebasestorage.googleapis.com/v0/b/demo-machinery-market.firebasestorage.app/o/products%2Fseller1%2Fa.webp'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['not an address', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(isOwnPicture(url, 'product', 'seller1')).toBe(false);
  });

  it('refuses the local upload route on a real project', () => {
    process.env.GCLOUD_PROJECT = 'machinery-market-prod';
    expect(isOwnPicture('http://127.0.0.1:5000/api/uploads/products/seller1/a.webp', 'product', 'seller1')).toBe(false);
  });
});
