import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.js';
import { boundaryOf, fileParts } from './multipart.js';

describe('the real type of an uploaded picture', () => {
  it.each([
    ['image/jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0]],
    ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['image/gif', [...Buffer.from('GIF89a'), 0]],
    ['image/webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]],
  ])('is %s from its first bytes', (type, bytes) => {
    expect(sniffImageType(Buffer.from(bytes))).toBe(type);
  });

  it('is nothing for text, SVG or an empty file, whatever their name claims', () => {
    expect(sniffImageType(Buffer.from('just text'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('reading the image field of a multipart body', () => {
  it('finds the file part with its name, type and exact bytes', () => {
    const boundary = 'XyZ123';
    const data = Buffer.from([0x89, 0x50, 0x0d, 0x0a, 0x2d, 0x2d, 0x00]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(boundaryOf(`multipart/form-data; boundary=${boundary}`)).toBe(boundary);
    const [part] = fileParts(body, boundary);
    expect(part).toMatchObject({ field: 'image', filename: 'a.png', contentType: 'image/png' });
    expect(part?.data.equals(data)).toBe(true);
  });

  it('has no boundary for other content types', () => {
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});
