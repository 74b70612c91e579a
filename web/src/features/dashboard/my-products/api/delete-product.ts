import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** `DELETE /products/{id}`: takes a listing off the marketplace (its seller, or an admin); the answer's message says so. */
export function deleteProduct(productId: string) {
  return api(`/products/${encodeURIComponent(productId)}`, { method: 'DELETE', answer: one('deleteResultSchema') });
}
