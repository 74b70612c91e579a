import type { Product, ProductInput } from '@contract';
import { api } from '@/lib/api-client';

/** `POST /products`: lists a machine for the signed-in seller; the answer's message greets them. */
export function addProduct(input: ProductInput) {
  return api<Product>('/products', { method: 'POST', body: input });
}
