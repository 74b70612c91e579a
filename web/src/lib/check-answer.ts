// Loaded in development and tests only, where every answer is checked against the contract with
// zod. A production build drops the check (the call sites test `import.meta.env` themselves), and
// zod and the schemas with it: the home page's first JavaScript stays as small as before, and
// production trusts the API it ships with.
import * as contract from '@contract';
import { z } from 'zod';
import type { Answer } from './answers';

/**
 * Whether a successful answer keeps the contract: the answer's schema in `data`, and for a page
 * of a paged list its cursor and total. If not, the log says how (`call` names the call there,
 * "GET /products/all") and the caller fails the call with its own error.
 */
export function answerKeepsContract({ schema, shape }: Answer, envelope: unknown, call: string): boolean {
  const item: z.ZodType = contract[schema];
  const expected = shape === 'page' ? contract.pageSchema(item) : contract.envelopeSchema(shape === 'list' ? z.array(item) : item);
  const result = expected.safeParse(envelope);
  if (result.success) return true;
  console.error(`${call} answered outside the contract (${shape} of ${schema}):\n${z.prettifyError(result.error)}`);
  return false;
}
