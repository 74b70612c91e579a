import { Router } from 'express';
import { ADVERTISE_HOME_PAGE } from '../contract/index.js';
import { advertiseListing, listAdvertised } from '../contract/operations/advertising.js';
import { advertise, advertisedProducts } from '../domain/advertising.js';
import { listedFor } from '../domain/products.js';
import { serve } from '../http/serve.js';

export const advertisingRouter = Router();

serve(advertisingRouter, listAdvertised, async () => {
  const products = await advertisedProducts(ADVERTISE_HOME_PAGE);
  return { message: products.length ? `${products.length} advertised products.` : 'No advertisement product found', data: products };
});

serve(advertisingRouter, advertiseListing, async ({ caller, params, body, confirmFreshSignIn }) => {
  const product = await advertise(caller, params.productId, body.advertiseName, confirmFreshSignIn);
  return { message: `Your advertisement is running: ${body.advertiseName}.`, data: listedFor(caller)(product) };
});
