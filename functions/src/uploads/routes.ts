import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { isAllowedImage, MAX_IMAGE_BYTES, uploadedPictureSchema, uploadPolicy, type ImageType } from '../contract/index.js';
import { badRequest, forbidden, notFound, tooLarge, unsupportedType } from '../contract/errors.js';
import { route } from '../http/route.js';
import { EXTENSION, sniffImageType } from './image-type.js';
import { localUploads } from './local-store.js';
import { boundaryOf, fileParts } from './multipart.js';

/**
 * The local stack's stand-in for Cloud Storage: `POST /api/uploads?purpose=avatar|product`
 * (multipart, field `image`) answers `{ url }` in the shape the first image host answered, and
 * `GET /api/uploads/...` serves the picture back. Mounted only on the local stack.
 */
export const uploadsRouter = Router();

const uploadQuery = z.strictObject({
  purpose: z.enum(['avatar', 'product'], { error: 'purpose must be "avatar" or "product"' }),
  /** Whose folder; the caller's own by default. */
  owner: z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'owner is not a valid user id').optional(),
});

const MULTIPART_OVERHEAD = 64 * 1024;

/** The request body as bytes: the Functions runtime has already read it into `rawBody`. */
function bodyBytes(req: Request): Buffer | null {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

uploadsRouter.post(
  '/uploads',
  express.raw({ type: 'multipart/form-data', limit: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD }),
  route({ access: 'signed-in', query: uploadQuery, answer: uploadedPictureSchema }, async ({ caller, query, req }) => {
    const rule = uploadPolicy[query.purpose];
    const owner = query.owner ?? caller.uid;
    if (!rule.mayWrite({ uid: caller.uid, role: caller.role }, owner)) {
      throw forbidden(query.purpose === 'product' ? 'Only a seller uploads product pictures, into their own folder.' : 'You can only upload your own profile picture.');
    }
    const boundary = boundaryOf(req.headers['content-type']);
    const body = bodyBytes(req);
    const image = boundary && body ? fileParts(body, boundary).find((p) => p.field === 'image') : undefined;
    if (!image) throw badRequest('Send the picture as multipart/form-data in the field "image".');
    if (image.data.length > MAX_IMAGE_BYTES) throw tooLarge('The picture is larger than 5 MB.');
    const type: ImageType | null = sniffImageType(image.data);
    if (!type || !isAllowedImage(type, image.data.length)) throw unsupportedType('Only JPEG, PNG, WebP or GIF pictures can be uploaded.');
    const key = await localUploads.save(rule.folder, owner, EXTENSION[type], image.data);
    // Through Hosting, the public host is the forwarded one.
    const url = `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host')}/api/uploads/${key}`;
    return { status: 201, message: 'Picture uploaded.', data: { url } };
  }),
);

const CONTENT_TYPE: Record<string, ImageType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
const STORED_FILE = /^(avatars|products)\/[A-Za-z0-9]{1,128}\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

uploadsRouter.get('/uploads/:folder/:owner/:file', async (req, res, next) => {
  try {
    const key = `${req.params.folder}/${req.params.owner}/${req.params.file}`;
    const match = STORED_FILE.exec(key);
    const data = match ? await localUploads.read(key) : null;
    if (!match || !data) throw notFound('No such picture.');
    res.setHeader('Content-Type', CONTENT_TYPE[match[2]!]!);
    // Every upload gets a new name, so a picture never changes: cache it for good.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(data);
  } catch (error) {
    next(error);
  }
});
