import { z } from 'zod';
import { catalogQuerySchema } from '../search.js';
import { documentId, idempotencyKey } from '../fields.js';
import { ownerQuerySchema } from '../lists.js';
import { listedProductSchema, productSchema } from '../product.js';
import { productInputSchema, productPatchSchema } from '../product-input.js';
import { deleteResultSchema } from '../user-input.js';
import { operation } from './operation.js';

const idParams = z.strictObject({ id: documentId });

export const addProduct = operation({
  id: 'addProduct',
  method: 'post',
  path: '/products',
  tag: 'Listings',
  summary: 'List a machine',
  who: 'a seller',
  description:
    'Lists a machine with `pictures` (1–12, in display order) or `picture` alone; `picture` is always `pictures[0]`. Pictures only from the seller\'s own `products/{uid}/` folder. The seller, the verified flag, the post date and time and `sold` come from the server, never from the body. Sending the same `Idempotency-Key` again answers the same listing (409 if the body differs).',
  access: 'signed-in',
  body: productInputSchema,
  answer: listedProductSchema,
  statuses: [201],
  errors: [403, 409],
  headers: [
    {
      name: 'Idempotency-Key',
      schema: idempotencyKey,
      description: 'Optional: a name for this submission (a UUID, say), sent again with every retry of it, so a retry after a lost answer lists the machine once.',
    },
  ],
});

/**
 * The catalog's GET shares its path with a listing's PATCH and DELETE (`/products/{id}`), as
 * the first clients called it, so its parameter has their name.
 */
const sizeParams = z.strictObject({
  id: z
    .union([z.literal('all'), z.string().regex(/^\d{1,4}$/, 'the catalog is a machine size such as 20, or "all"')])
    .meta({ description: 'The catalog to read: a machine size (`20`, `32`, `40`, …) or `all`.' }),
});

export const browseCatalog = operation({
  id: 'browseCatalog',
  method: 'get',
  path: '/products/{id}',
  tag: 'Catalog',
  summary: 'A page of the catalog, or a search',
  who: 'signed-in',
  description:
    'A page of one size\'s machines (or `all`), newest first, with `total`. Any filter makes it a search: every filter optional, combined with AND; a bad or unknown parameter is a 400 naming it. Counts past 1,000 answer `total: 1000` with `totalCapped: true`.',
  access: 'signed-in',
  params: sizeParams,
  query: catalogQuerySchema,
  answer: z.array(listedProductSchema),
  page: ['next', 'total'],
});

export const editListing = operation({
  id: 'editListing',
  method: 'patch',
  path: '/products/{id}',
  tag: 'Listings',
  summary: 'Edit a listing',
  who: "the product's seller (a seller), an admin with a fresh ID token",
  description:
    'Changes some of the input fields, `pictures` too; never seller fields, `sold`, dates or ids (400 naming the field). The edited listing must pass the listing\'s rules. A new `resalePrice` is added to `priceHistory`; watchers hear of a drop at most once a day.',
  access: 'signed-in',
  params: idParams,
  body: productPatchSchema,
  answer: listedProductSchema,
  errors: [403, 404],
});

export const deleteListing = operation({
  id: 'deleteListing',
  method: 'delete',
  path: '/products/{id}',
  tag: 'Listings',
  summary: 'Take a listing off the marketplace',
  who: "the product's seller, an admin with a fresh ID token",
  description: 'Takes the listing off the catalog, its totals and the advertisements in one batch; its open bookings end `withdrawn` and their buyers are told.',
  access: 'signed-in',
  params: idParams,
  answer: deleteResultSchema,
  errors: [403, 404],
});

export const viewProduct = operation({
  id: 'viewProduct',
  method: 'get',
  path: '/product/{id}',
  tag: 'Catalog',
  summary: 'One machine, with its price history',
  who: 'signed-in',
  description: 'One product with its last 20 prices (`priceHistory`, in no other answer); `sellerUid` only for its seller and admins. A missing or malformed id is a 404.',
  access: 'signed-in',
  answer: productSchema,
  errors: [404],
});

export const myProducts = operation({
  id: 'myProducts',
  method: 'get',
  path: '/myProducts',
  tag: 'Listings',
  summary: "A seller's listings",
  who: 'the seller (an admin: anyone)',
  description: "A page of a seller's products, with `total`; `email` only picks whose account (by id).",
  access: 'signed-in',
  query: ownerQuerySchema,
  answer: z.array(listedProductSchema),
  page: ['next', 'total'],
  errors: [403, 404],
});
