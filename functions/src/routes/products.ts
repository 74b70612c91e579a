import { Router } from 'express';
import { documentId, idempotencyKey, pageRequest } from '../contract/index.js';
import { badRequest, notFound } from '../contract/errors.js';
import * as calls from '../contract/operations/listings.js';
import * as conversationCalls from '../contract/operations/conversations.js';
import { recordView } from '../contract/operations/insights.js';
import { askSeller } from '../domain/conversations.js';
import { recordView as countView } from '../domain/insights.js';
import { deleteListing, editListing } from '../domain/listings.js';
import { hasFilters, searchCatalog } from '../domain/search.js';
import { addProduct, listedFor, listProducts, myProducts, viewProduct } from '../domain/products.js';
import { deletion, serve } from '../http/serve.js';
import { messageBrake } from './message-brake.js';

export const productsRouter = Router();

serve(productsRouter, calls.addProduct, async ({ caller, body, req }) => {
  // Optional: a client that sends one can retry a listing whose answer it never got.
  const key = req.get('Idempotency-Key');
  const submission = key === undefined ? undefined : idempotencyKey.safeParse(key);
  if (submission && !submission.success) throw badRequest(`Invalid Idempotency-Key: ${submission.error.issues[0]?.message ?? 'bad key'}.`);
  const product = await addProduct(caller, body, submission?.data);
  return { status: 201, message: `Dear ${caller.name}, your product is added successfully.`, data: listedFor(caller)(product) };
});

serve(productsRouter, calls.browseCatalog, async ({ caller, params, query }) => {
  const size = params.id === 'all' ? null : params.id;
  const { limit: _limit, cursor: _cursor, ...filters } = query;
  // Without filters, the catalog page as it always was; with any, a search.
  const { items, next, total, totalCapped } = hasFilters(filters) ? await searchCatalog(caller, size, filters, pageRequest(query)) : await listProducts(caller, size, pageRequest(query));
  return { message: `${total}${totalCapped ? '+' : ''} products found.`, data: items, next, total, totalCapped };
});

serve(productsRouter, calls.editListing, async ({ caller, params, body, confirmFreshSignIn }) => {
  const product = await editListing(caller, params.id, body, confirmFreshSignIn);
  return { message: `${product.productName} is updated.`, data: listedFor(caller)(product) };
});

serve(productsRouter, calls.deleteListing, deletion(deleteListing));

serve(productsRouter, calls.viewProduct, async ({ caller, req }) => {
  // A malformed id is simply not found, at once: it never reaches the database.
  const id = documentId.safeParse(req.params.id);
  if (!id.success) throw notFound('No product with that id.');
  return { message: 'Product found.', data: await viewProduct(caller, id.data) };
});

serve(productsRouter, conversationCalls.askSeller, async ({ caller, params, body, req, res }) => {
  await messageBrake(req, res, caller.uid);
  const { started, ...sent } = await askSeller(caller, params.id, body.text);
  return { status: started ? 201 : 200, message: started ? 'Your question is sent to the seller.' : 'Your message is sent.', data: sent };
});

serve(productsRouter, calls.myProducts, async ({ caller, query }) => {
  const { items, next, total, totalCapped } = await myProducts(caller, query.email, pageRequest(query));
  return { message: `You have ${total}${totalCapped ? '+' : ''} products.`, data: items, next, total, totalCapped };
});

serve(productsRouter, recordView, async ({ caller, params }) => {
  const { counted } = await countView(caller, params.id);
  return { message: counted ? 'The view is counted.' : 'This view is not counted: one a person a day, never the seller’s own.', data: { counted } };
});
