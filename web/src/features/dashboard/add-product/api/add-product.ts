import type { ProductInput } from '@contract';
import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** `POST /products`: lists a machine for the signed-in seller; the answer's message greets them. */
export function addProduct(input: ProductInput) {
  return api('/products', { method: 'POST', body: input, answer: one('productSchema') });
}
