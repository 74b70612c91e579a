// Loaded in development and tests only (see `answerProblem`): zod and every response schema.
import * as contract from '@contract';
import { z } from 'zod';
import type { Answer } from './answers';

/** Checks a whole envelope against the contract: the answer's schema in `data`, and for a page its cursor and total. */
export function contractProblem({ schema, shape }: Answer, envelope: unknown): string | null {
  const item: z.ZodType = contract[schema];
  const expected = shape === 'page' ? contract.pageSchema(item) : contract.envelopeSchema(shape === 'list' ? z.array(item) : item);
  const result = expected.safeParse(envelope);
  return result.success ? null : z.prettifyError(result.error);
}
