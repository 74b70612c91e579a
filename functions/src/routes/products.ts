import { Router } from 'express';
import { z } from 'zod';
import {
  catalogQuerySchema,
  documentId,
  idempotencyKey,
  listedProductSchema,
  ownerQuerySchema,
  pageRequest,
  productInputSchema,
  productPatchSchema,
  productSchema,
} from '../contract/index.js';
import { deleteListing, editListing } from '../domain/listings.js';
import { hasFilters, searchCatalog } from '../domain/search.js';
import { addProduct, listedFor, listProducts, myProducts, viewProduct } from '../domain/products.js';
import { badRequest, notFound } from '../contract/errors.js';
import { deletion } from '../http/deletion.js';
import { route } from '../http/route.js';


export const productsRouter = Router();

productsRouter.post(
  '/products',
  route({ access: 'signed-in', body: productInputSchema, answer: listedProductSchema }, async ({ caller, body, req }) => {
    // Optional: a client that sends one can retry a listing whose answer it never got.
    const key = req.get('Idempotency-Key');
    const submission = key === undefined ? undefined : idempotencyKey.safeParse(key);
    if (submission && !submission.success) throw badRequest(`Invalid Idempotency-Key: ${submission.error.issues[0]?.message ?? 'bad key'}.`);
    const product = await addProduct(caller, body, submission?.data);
    return { status: 201, message: `Dear ${caller.name}, your product is added successfully.`, data: listedFor(caller)(product) };
  }),
);

const sizeParams = z.strictObject({
  categorySize: z.union([z.literal('all'), z.string().regex(/^\d{1,4}$/, 'the size must be a number or "all"')]),
});

productsRouter.get(
  '/products/:categorySize',
  route({ access: 'signed-in', params: sizeParams, query: catalogQuerySchema, answer: z.array(listedProductSchema) }, async ({ caller, params, query }) => {
    const size = params.categorySize === 'all' ? null : params.categorySize;
    const { limit: _limit, cursor: _cursor, ...filters } = query;
    // Without filters, the catalog page as it always was; with any, a search.
    const { items, next, total, totalCapped } = hasFilters(filters) ? await searchCatalog(caller, size, filters, pageRequest(query)) : await listProducts(caller, size, pageRequest(query));
    return { message: `${total}${totalCapped ? '+' : ''} products found.`, data: items, next, total, totalCapped };
  }),
);

const productIdParams = z.strictObject({ id: documentId });

productsRouter.patch(
  '/products/:id',
  route({ access: 'signed-in', params: productIdParams, body: productPatchSchema, answer: listedProductSchema }, async ({ caller, params, body, confirmFreshSignIn }) => {
    const product = await editListing(caller, params.id, body, confirmFreshSignIn);
    return { message: `${product.productName} is updated.`, data: listedFor(caller)(product) };
  }),
);

productsRouter.delete('/products/:id', deletion('id', deleteListing));

productsRouter.get(
  '/product/:id',
  route({ access: 'signed-in', answer: productSchema }, async ({ caller, req }) => {
    // A malformed id is simply not found, at once: it never reaches the database.
    const id = documentId.safeParse(req.params.id);
    if (!id.success) throw notFound('No product with that id.');
    return { message: 'Product found.', data: await viewProduct(caller, id.data) };
  }),
);

productsRouter.get(
  '/myProducts',
  route({ access: 'signed-in', query: ownerQuerySchema, answer: z.array(listedProductSchema) }, async ({ caller, query }) => {
    const { items, next, total, totalCapped } = await myProducts(caller, query.email, pageRequest(query));
    return { message: `You have ${total}${totalCapped ? '+' : ''} products.`, data: items, next, total, totalCapped };
  }),
);
