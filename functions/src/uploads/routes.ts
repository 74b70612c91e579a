import { randomUUID } from 'node:crypto';
import express, { Router, type Request } from 'express';
import {
  isAllowedImage,
  MAX_IMAGE_BYTES,
  sizedPictureName,
  THUMBNAIL_SIDES,
  thumbnailName,
  uploadPolicy,
  type ImageType,
} from '../contract/index.js';
import { badRequest, forbidden, notFound, tooLarge, unsupportedType } from '../contract/errors.js';
import { expressPath } from '../contract/operations/operation.js';
import { servePicture, uploadPicture } from '../contract/operations/uploads.js';
import { route } from '../http/route.js';
import { EXTENSION, sniffImageType } from './image-type.js';
import { localUploads } from '../store/local-uploads.js';
import { boundaryOf, fileParts, type FilePart } from './multipart.js';

/**
 * The local stack's stand-in for Cloud Storage: `POST /api/uploads?purpose=avatar|product`
 * (multipart, field `image`) answers `{ url }` in the shape the first image host answered, and
 * `GET /api/uploads/...` serves the picture back. Mounted only on the local stack.
 *
 * The web app sends the picture's 800 and 400 px copies in the same request (fields `image_800`
 * and `image_400`), stored beside it as Cloud Storage's Resize Images extension would
 * (picture-sizes.ts). One request for all three: a thumbnail can only land beside the upload it
 * came with, in the caller's own folder, never beside a file that is already there.
 */
export const uploadsRouter = Router();

const MULTIPART_OVERHEAD = 64 * 1024;
/** The picture and its two thumbnails, each within the limit. */
const MAX_BODY_BYTES = 3 * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD;

/** The request body as bytes: the Functions runtime has already read it into `rawBody`. */
function bodyBytes(req: Request): Buffer | null {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

uploadsRouter.post(
  expressPath(uploadPicture.path),
  express.raw({ type: 'multipart/form-data', limit: MAX_BODY_BYTES }),
  route(uploadPicture, async ({ caller, query, req }) => {
    const rule = uploadPolicy[query.purpose];
    const owner = query.owner ?? caller.uid;
    if (!rule.mayWrite({ uid: caller.uid, role: caller.role }, owner)) {
      throw forbidden(query.purpose === 'product' ? 'Only a seller uploads product pictures, into their own folder.' : 'You can only upload your own profile picture.');
    }
    const boundary = boundaryOf(req.headers['content-type']);
    const body = bodyBytes(req);
    const parts = boundary && body ? fileParts(body, boundary) : [];
    const image = parts.find((p) => p.field === 'image');
    if (!image) throw badRequest('Send the picture as multipart/form-data in the field "image".');
    const type = checkedType(image);
    const thumbnails = THUMBNAIL_SIDES.map((side) => ({ side, part: parts.find((p) => p.field === `image_${side}`) }));
    let files = [{ name: `${randomUUID()}.${EXTENSION[type]}`, data: image.data }];
    if (thumbnails.some((t) => t.part)) {
      if (type !== 'image/webp' && type !== 'image/jpeg') throw badRequest('Thumbnails come with a WebP or JPEG picture only.');
      const name = sizedPictureName(randomUUID(), EXTENSION[type] as 'webp' | 'jpg');
      files = [{ name, data: image.data }];
      for (const { side, part } of thumbnails) {
        if (!part) throw badRequest(`Send every thumbnail: the field "image_${side}" is missing.`);
        if (checkedType(part) !== type) throw badRequest('A thumbnail has the type of its picture.');
        files.push({ name: thumbnailName(name, side)!, data: part.data });
      }
    }
    const key = await localUploads.save(rule.folder, owner, files);
    // Through Hosting, the public host is the forwarded one.
    const url = `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host')}/api/uploads/${key}`;
    return { status: 201, message: 'Picture uploaded.', data: { url } };
  }),
);

/** A file's real type, sniffed; refused when too large or not an allowed picture. */
function checkedType(part: FilePart): ImageType {
  if (part.data.length > MAX_IMAGE_BYTES) throw tooLarge('The picture is larger than 5 MB.');
  const type: ImageType | null = sniffImageType(part.data);
  if (!type || !isAllowedImage(type, part.data.length)) throw unsupportedType('Only JPEG, PNG, WebP or GIF pictures can be uploaded.');
  return type;
}

const CONTENT_TYPE: Record<string, ImageType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
/** A file as uploads name it: a uuid before thumbnails existed, a sized picture or one of its thumbnails since. */
const STORED_FILE = /^(avatars|products)\/[A-Za-z0-9]{1,128}\/([0-9a-f-]{36}|sized-[0-9a-f-]{36}(_(400|800)x\4)?)\.(jpg|png|webp|gif)$/;

uploadsRouter.get(expressPath(servePicture.path), async (req, res, next) => {
  try {
    const key = `${req.params.folder}/${req.params.owner}/${req.params.file}`;
    const match = STORED_FILE.exec(key);
    const data = match ? await localUploads.read(key) : null;
    if (!match || !data) throw notFound('No such picture.');
    res.setHeader('Content-Type', CONTENT_TYPE[match[5]!]!);
    // Every upload gets a new name, so a picture never changes: cache it for good.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(data);
  } catch (error) {
    next(error);
  }
});
