import type { ProductInput } from '@contract';
import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/**
 * `POST /products`: lists a machine for the signed-in seller; the answer's message greets them.
 * `submissionKey` names this fill of the form: sent again with a retry, the API answers the
 * listing it already stored instead of storing it twice.
 */
export function addProduct(input: ProductInput, submissionKey: string) {
  return api('/products', { method: 'POST', body: input, headers: { 'Idempotency-Key': submissionKey }, answer: one('listedProductSchema') });
}
