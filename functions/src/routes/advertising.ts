import { Router } from 'express';
import { z } from 'zod';
import { ADVERTISE_HOME_PAGE, advertiseInputSchema, documentId, listedProductSchema, publicProductSchema } from '../contract/index.js';
import { advertise, advertisedProducts } from '../domain/advertising.js';
import { listedFor } from '../domain/products.js';
import { route } from '../http/route.js';

export const advertisingRouter = Router();

advertisingRouter.get(
  '/advertised/products',
  route({ access: 'public', answer: z.array(publicProductSchema) }, async () => {
    const products = await advertisedProducts(ADVERTISE_HOME_PAGE);
    return { message: products.length ? `${products.length} advertised products.` : 'No advertisement product found', data: products };
  }),
);

advertisingRouter.put(
  '/advertised/products/:productId',
  route({ access: 'signed-in', params: z.strictObject({ productId: documentId }), body: advertiseInputSchema, answer: listedProductSchema }, async ({ caller, params, body, confirmFreshSignIn }) => {
    const product = await advertise(caller, params.productId, body.advertiseName, confirmFreshSignIn);
    return { message: `Your advertisement is running: ${body.advertiseName}.`, data: listedFor(caller)(product) };
  }),
);
