import { z } from 'zod';
import { documentId } from '../fields.js';
import { listedProductSchema, publicProductSchema } from '../product.js';
import { advertiseInputSchema } from '../product-input.js';
import { operation } from './operation.js';

export const listAdvertised = operation({
  id: 'listAdvertised',
  method: 'get',
  path: '/advertised/products',
  tag: 'Catalog',
  summary: 'Machines advertised on the home page',
  who: 'anyone',
  description: 'Unsold products advertised on the home page, in their public form: no seller name, e-mail, phone or account id.',
  access: 'public',
  answer: z.array(publicProductSchema),
});

export const advertiseListing = operation({
  id: 'advertiseListing',
  method: 'put',
  path: '/advertised/products/{productId}',
  tag: 'Listings',
  summary: 'Advertise a machine on the home page',
  who: "the product's seller (a seller), an admin with a fresh ID token",
  description: 'Starts the advertisement (`HomePageAdds`, the one option); 404 for a missing machine, 409 when one already runs or the machine is sold.',
  access: 'signed-in',
  params: z.strictObject({ productId: documentId }),
  body: advertiseInputSchema,
  answer: listedProductSchema,
  errors: [403, 404, 409],
});
