import { z } from 'zod';
import { uploadedPictureSchema } from '../uploads.js';
import { operation } from './operation.js';

const picture = (description: string) => z.string().meta({ description, contentMediaType: 'application/octet-stream' });

export const uploadPicture = operation({
  id: 'uploadPicture',
  method: 'post',
  path: '/uploads',
  tag: 'Local stack',
  summary: 'Store a picture (local stack only)',
  who: 'signed-in (a seller for product pictures)',
  description:
    'The local stack\'s stand-in for Cloud Storage, which a deployed app writes to directly (storage.rules apply the same policy there). Answers where the picture is served.',
  access: 'signed-in',
  query: z.strictObject({
    purpose: z.enum(['avatar', 'product'], { error: 'purpose must be "avatar" or "product"' }),
    /** Whose folder; the caller's own by default (an admin may name another's). */
    owner: z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'owner is not a valid user id').optional(),
  }),
  documentedBody: z.strictObject({
    image: picture('The picture: JPEG, PNG, WebP or GIF, at most 5 MB.'),
    image_800: picture('Its copy 800 px wide (WebP or JPEG pictures only), stored beside it.').optional(),
    image_400: picture('Its copy 400 px wide, sent with image_800.').optional(),
  }),
  bodyMediaType: 'multipart/form-data',
  answer: uploadedPictureSchema,
  statuses: [201],
  errors: [403, 413, 415],
  localStackOnly: true,
});

export const servePicture = operation({
  id: 'servePicture',
  method: 'get',
  path: '/uploads/{folder}/{owner}/{file}',
  tag: 'Local stack',
  summary: 'A stored picture (local stack only)',
  who: 'anyone',
  access: 'public',
  answer: z.string(),
  raw: { contentType: 'image/*', description: 'The picture.' },
  errors: [404],
  localStackOnly: true,
});
