import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadDestination, uploadImage, UploadError } from './upload-image';
import { downscale, fitWithin } from './scale';

// jsdom has neither createImageBitmap nor a canvas that encodes pictures: both are stubbed here,
// and the upload transport is replaced; the browser journeys upload real pictures end to end.
vi.mock('./local-route', () => ({ uploadToLocalRoute: vi.fn(async () => 'http://127.0.0.1:5000/api/uploads/products/u/p.webp') }));

// The local stack uploads through its own route: Cloud Storage's SDKs are never asked for.
const cloud = vi.fn(async () => Promise.reject(new Error('Cloud Storage is not used here')));

function stubPictureApis({ width, height, webp = true }: { width: number; height: number; webp?: boolean }) {
  const drawn: number[][] = [];
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width, height, close() {} })));
  const realCreate = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    if (tag !== 'canvas') return realCreate(tag);
    const canvas = { width: 0, height: 0 } as { width: number; height: number; getContext: () => unknown; toBlob: (cb: (b: Blob) => void, type: string) => void };
    canvas.getContext = () => ({ drawImage: (_i: unknown, x: number, y: number, w: number, h: number) => drawn.push([x, y, w, h]) });
    canvas.toBlob = (cb, type) => cb(new Blob(['x'], { type: type === 'image/webp' && !webp ? 'image/png' : type }));
    return canvas as unknown as HTMLElement;
  });
  return drawn;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('uploadImage', () => {
  it('fits a picture within 1600 px on its long side, never enlarging it', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 533, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('scales a large photo down to 1600 px and makes its 400 and 800 px thumbnails, all WebP', async () => {
    const drawn = stubPictureApis({ width: 4000, height: 3000 });
    const picture = await downscale(new File(['raw'], 'engine.jpg', { type: 'image/jpeg' }));
    expect([picture.full.type, picture.thumbnails[400].type, picture.thumbnails[800].type]).toEqual(['image/webp', 'image/webp', 'image/webp']);
    expect(drawn).toEqual([
      [0, 0, 1600, 1200],
      [0, 0, 400, 300],
      [0, 0, 800, 600],
    ]);
  });

  it('never enlarges a small photo for a thumbnail', async () => {
    const drawn = stubPictureApis({ width: 600, height: 300 });
    await downscale(new File(['raw'], 'plate.jpg', { type: 'image/jpeg' }));
    expect(drawn).toEqual([
      [0, 0, 600, 300],
      [0, 0, 400, 200],
      [0, 0, 600, 300],
    ]);
  });

  it('falls back to JPEG, thumbnails included, where the browser cannot write WebP', async () => {
    stubPictureApis({ width: 640, height: 480, webp: false });
    const picture = await downscale(new File(['raw'], 'engine.png', { type: 'image/png' }));
    expect([picture.full.type, picture.thumbnails[400].type, picture.thumbnails[800].type]).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
  });

  it('refuses a file that is not a picture, with a clear message', async () => {
    await expect(uploadImage(new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'product', undefined, cloud)).rejects.toEqual(
      new UploadError('Please choose a picture file (JPEG, PNG, WebP or GIF).'),
    );
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('decode'))));
    await expect(uploadImage(new File(['hello'], 'fake.png', { type: 'image/png' }), 'product', undefined, cloud)).rejects.toThrow('This file is not a picture we can read.');
  });

  it('goes to Cloud Storage on a real project or the full emulators, else to the local upload route', async () => {
    expect(uploadDestination('firebase')).toBe('cloud-storage');
    expect(uploadDestination('local')).toBe('local-route');
    stubPictureApis({ width: 100, height: 100 });
    const progress: number[] = [];
    const url = await uploadImage(new File(['raw'], 'a.png', { type: 'image/png' }), 'product', (f) => progress.push(f), cloud);
    expect(url).toBe('http://127.0.0.1:5000/api/uploads/products/u/p.webp');
    const { uploadToLocalRoute } = await import('./local-route');
    expect(uploadToLocalRoute).toHaveBeenCalledWith(
      { full: expect.any(Blob), thumbnails: { 400: expect.any(Blob), 800: expect.any(Blob) } },
      'product',
      null,
      expect.any(Function),
    );
    expect(progress[0]).toBe(0);
    expect(cloud).not.toHaveBeenCalled();
  });
});
