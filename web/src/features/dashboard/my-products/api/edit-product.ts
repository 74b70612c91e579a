import type { ProductPatch } from '@contract';
import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** `PATCH /products/{id}`: changes some of a listing's fields (its seller's, or an admin's); the answer's message says so. */
export function editProduct(productId: string, changes: ProductPatch) {
  return api(`/products/${encodeURIComponent(productId)}`, { method: 'PATCH', body: changes, answer: one('listedProductSchema') });
}
