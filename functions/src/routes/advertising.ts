import { Router } from 'express';
import { z } from 'zod';
import { ADVERTISE_HOME_PAGE, advertiseInputSchema, documentId, productSchema, publicProductSchema } from '../contract/index.js';
import { advertise, advertisedProducts } from '../domain/advertising.js';
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
  route({ access: 'signed-in', params: z.strictObject({ productId: documentId }), body: advertiseInputSchema, answer: productSchema }, async ({ caller, params, body }) => {
    const product = await advertise(caller, params.productId, body.advertiseName);
    return { message: `Your advertisement is running: ${body.advertiseName}.`, data: product };
  }),
);
